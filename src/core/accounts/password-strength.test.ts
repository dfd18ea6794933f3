import { expect, test } from 'vitest'
import { computeEditDistance, findNearDictionaryWord } from './near-dictionary-word'
import { computeNewPasswordProblem, NEAR_DICTIONARY_WORD_TEXT } from './new-password-problem'
import { BREACHED_PASSWORD_TEXT, computePasswordStrength, isBreachedPassword } from './password-strength'

test('Passwords leaked in breaches are refused as such, whatever their letter case (ASVS 5.0 §6.2.12)', () => {
  for (const leaked of ['password1', 'qwerty123', 'iloveyou!', 'Password123', 'SUNSHINE1']) {
    expect(isBreachedPassword(leaked), leaked).toBe(true)
    expect(computeNewPasswordProblem(leaked), leaked).toBe(BREACHED_PASSWORD_TEXT)
  }
  expect(isBreachedPassword('tiramisu lighthouse')).toBe(false)
})

test('Guessable passwords that are on no list are refused with a clear message: a score of 3 is needed (issue 39 finding 11)', () => {
  for (const weak of ['Summer2024!', 'letmein2024', 'Autumn-2025']) {
    expect(computePasswordStrength(weak).score, weak).toBeLessThan(3)
    expect(computeNewPasswordProblem(weak), weak).toMatch(/^Choose a harder password to guess\. .+\./)
  }
})

test("The site's own words make a password as weak as the user's name", () => {
  for (const weak of ['tessera123', 'Tickets2026', 'ticket123', 'Tessera2026!']) {
    expect(computeNewPasswordProblem(weak), weak).toMatch(/^Choose a harder password to guess\./)
  }
})

test('Passwords of any composition are accepted when hard to guess: no character-class rules (§6.2.5)', () => {
  for (const strong of ['correct horse battery staple', 'radium-1898', 'tiramisu lighthouse', 'Ω水 snowfall 火曜日']) {
    expect(computeNewPasswordProblem(strong), strong).toBeNull()
  }
})

test("The user's own name and email make a password weaker", () => {
  expect(computeNewPasswordProblem('quirrell2024')).toBeNull()
  expect(computeNewPasswordProblem('quirrell2024', { email: 'xq@example.com', fullName: 'Xanthippe Quirrell' })).not.toBeNull()
})

test('The strength reads as a 0–4 score with a label for the meter', () => {
  expect(computePasswordStrength('password')).toMatchObject({ score: 0, label: 'Very weak' })
  expect(computePasswordStrength('Tiki-Bar-2026!')).toMatchObject({ score: 4, label: 'Strong' })
})

test('Dictionary words misspelled, with letters swapped for digits and symbols, are refused although zxcvbn rates them strong (decision 050)', () => {
  expect(computePasswordStrength('Tr0ub4dor&3').score).toBe(4)
  expect(findNearDictionaryWord('Tr0ub4dor&3')).toBe('troubadour')
  expect(findNearDictionaryWord('P@ssw0rdd1!')).toBe('passwordd')
  expect(findNearDictionaryWord('Sunshyne99!')).toBe('sunshine')
  // Two letters off a long word.
  expect(findNearDictionaryWord('Lighthoussse7')).toBe('lighthouse')
  for (const near of ['Tr0ub4dor&3', 'P@ssw0rdd1!', 'Sunshyne99!', 'Bre4kfasst2026']) {
    expect(computeNewPasswordProblem(near), near).toBe(NEAR_DICTIONARY_WORD_TEXT)
  }
})

test('Strong passphrases and plain words with numbers that zxcvbn rates well still pass the near-word check', () => {
  for (const strong of ['correct horse battery staple', 'radium-1898', 'tiramisu lighthouse', 'Ω水 snowfall 火曜日', 'Tiki-Bar-2026!', 'rosebud-lantern-42', 'Xk9#mQ2$vLp8']) {
    expect(findNearDictionaryWord(strong), strong).toBeNull()
    expect(computeNewPasswordProblem(strong), strong).toBeNull()
  }
})

test('The near-word check of a 64-character password takes a few milliseconds, not the seconds of a full edit-distance search', () => {
  findNearDictionaryWord('warm-up') // the index is built once per process
  const long = 'Tr0ub4dorq'.repeat(7).slice(0, 64)
  const started = performance.now()
  for (let i = 0; i < 20; i++) findNearDictionaryWord(`${long.slice(0, 62)}${i}`)
  expect((performance.now() - started) / 20).toBeLessThan(5)
})

test('Edit distance counts a swap of neighbours as one edit and stops early past its bound', () => {
  expect(computeEditDistance('troubador', 'troubadour', 2)).toBe(1)
  expect(computeEditDistance('sunhsine', 'sunshine', 2)).toBe(1)
  expect(computeEditDistance('abcdef', 'uvwxyz', 2)).toBe(3)
})
