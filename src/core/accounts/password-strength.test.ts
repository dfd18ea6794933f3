import { expect, test } from 'vitest'
import { computeNewPasswordProblem, computePasswordStrength } from './password-strength'

test('Common passwords are refused with a clear message (ASVS 5.0 §6.2.4)', () => {
  for (const weak of ['password1', 'qwerty123', 'iloveyou!', 'letmein2024', 'Password123']) {
    expect(computeNewPasswordProblem(weak), weak).toMatch(/^Choose a harder password to guess\. .+\./)
  }
  expect(computeNewPasswordProblem('password1')).toContain('commonly used password')
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
