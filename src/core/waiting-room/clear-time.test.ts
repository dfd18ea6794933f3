import { expect, test } from 'vitest'
import { computeClearTimeText } from './clear-time'

const texts = { clearUnknown: 'Not known yet', clearSeconds: '{seconds} s', clearMinutes: '{minutes} min {seconds} s', clearHours: '{hours} h {minutes} min' }

test('The time to clear reads in seconds, then minutes and seconds, then hours and minutes', () => {
  expect(computeClearTimeText(0, texts)).toBe('0 s')
  expect(computeClearTimeText(45, texts)).toBe('45 s')
  expect(computeClearTimeText(60, texts)).toBe('1 min 0 s')
  expect(computeClearTimeText(272, texts)).toBe('4 min 32 s')
  expect(computeClearTimeText(3599, texts)).toBe('59 min 59 s')
  expect(computeClearTimeText(3600 * 5 + 125, texts)).toBe('5 h 2 min')
})

test('Before anyone is admitted there is no pace, and the time to clear is not known', () => {
  expect(computeClearTimeText(null, texts)).toBe('Not known yet')
})
