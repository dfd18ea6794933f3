import { expect, test } from 'vitest'
import { BREACHED_PASSWORD_TEXT, computeNewPasswordProblem, computePasswordStrength, isBreachedPassword } from './password-strength'

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
