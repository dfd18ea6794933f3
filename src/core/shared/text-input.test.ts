import { expect, test } from 'vitest'
import { digitsOnly, normalizeTextInput } from './text-input'

test('Control characters are stripped from typed text', () => {
  expect(normalizeTextInput('Jazz\u0000 night\u0007\u009f', { maxLength: 100 })).toBe('Jazz night')
})

test('Line and paragraph separators become newlines in a multi-line field', () => {
  expect(normalizeTextInput('One\u2028Two\u2029Three\r\nFour\rFive', { maxLength: 100, multiline: true })).toBe('One\nTwo\nThree\nFour\nFive')
})

test('A single-line field turns line breaks into spaces', () => {
  expect(normalizeTextInput('One\u2028Two\nThree', { maxLength: 100 })).toBe('One Two Three')
})

test('Unusual spaces become plain spaces', () => {
  expect(normalizeTextInput('a\u00a0b\u2003c\u202fd\u3000e', { maxLength: 100 })).toBe('a b c d e')
})

test('Text is cut at the field’s maximum length without splitting an emoji', () => {
  expect(normalizeTextInput('abcdef', { maxLength: 4 })).toBe('abcd')
  expect(normalizeTextInput('ab😀cd', { maxLength: 3 })).toBe('ab')
  expect(normalizeTextInput('ab😀cd', { maxLength: 4 })).toBe('ab😀')
})

test('Number fields keep digits only', () => {
  expect(digitsOnly('1,2a3.5-')).toBe('1235')
  expect(digitsOnly('12345', 3)).toBe('123')
})
