import { expect, test } from 'vitest'
import { easterSunday, isInSeason, pickSeasonalSubcategoryIds } from './holiday-seasons'

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d)
const newYork = { hemisphere: 'north', countryCode: 'US' } as const
const toronto = { hemisphere: 'north', countryCode: 'CA' } as const
const sydney = { hemisphere: 'south', countryCode: 'AU' } as const

test('Easter falls on its Gregorian Sunday', () => {
  expect(new Date(easterSunday(2026)).toISOString().slice(0, 10)).toBe('2026-04-05')
  expect(new Date(easterSunday(2027)).toISOString().slice(0, 10)).toBe('2027-03-28')
})

test('Thanksgiving is kept in the US in November and in Canada in October, nowhere else', () => {
  expect(isInSeason('thanksgiving', day(2026, 11, 26), newYork)).toBe(true)
  expect(isInSeason('thanksgiving', day(2026, 11, 27), newYork)).toBe(false)
  expect(isInSeason('thanksgiving', day(2026, 10, 12), toronto)).toBe(true)
  expect(isInSeason('thanksgiving', day(2026, 11, 26), sydney)).toBe(false)
})

test('Seasons turn with the hemisphere: December is summer in Sydney and winter in New York', () => {
  expect(isInSeason('summer', day(2026, 12, 10), sydney)).toBe(true)
  expect(isInSeason('winter', day(2026, 12, 10), newYork)).toBe(true)
  expect(isInSeason('winter', day(2026, 12, 10), sydney)).toBe(false)
})

test('Halloween is over on 1 November, and a New York November offers Thanksgiving, Christmas and New Year', () => {
  expect(pickSeasonalSubcategoryIds(day(2026, 10, 31), newYork)).toContain(16004)
  expect(pickSeasonalSubcategoryIds(day(2026, 11, 1), newYork)).toEqual([16008])
  expect(pickSeasonalSubcategoryIds(day(2026, 11, 25), newYork)).toEqual([16005, 16006, 16009])
  expect(pickSeasonalSubcategoryIds(day(2027, 1, 2), newYork)).toEqual([])
})
