import fc from 'fast-check'
import { expect, test } from 'vitest'
import { wallClockParts, wallClockPartsFromIntl, zoneOffsetMs } from './wall-clock'

// Zones with DST both ways, half- and quarter-hour offsets, a 30-minute DST shift, the date line, and
// zones whose rules changed in living memory.
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Santiago',
  'America/Havana',
  'America/St_Johns',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Moscow',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'Africa/Casablanca',
  'Asia/Tehran',
]

test('wall-clock parts match Intl for any instant from 1900 to 2100 in zones with odd rules', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ZONES),
      fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
      (zone, instant) => {
        expect(wallClockParts(instant, zone)).toEqual(wallClockPartsFromIntl(instant, zone))
      },
    ),
    { numRuns: 5000 },
  )
})

test('the hours around a DST change read as Intl reads them', () => {
  // New York sprang forward at 2026-03-08 07:00 UTC and falls back at 2026-11-01 06:00 UTC.
  for (const around of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)]) {
    for (let t = around - 3 * 3_600_000; t <= around + 3 * 3_600_000; t += 60_000) {
      expect(wallClockParts(t, 'America/New_York')).toEqual(wallClockPartsFromIntl(t, 'America/New_York'))
    }
  }
})

test('the offset is the zone’s distance from UTC', () => {
  expect(zoneOffsetMs(Date.UTC(2026, 0, 15), 'America/New_York')).toBe(-5 * 3_600_000)
  expect(zoneOffsetMs(Date.UTC(2026, 6, 15), 'America/New_York')).toBe(-4 * 3_600_000)
  expect(zoneOffsetMs(Date.UTC(2026, 0, 15), 'Asia/Kathmandu')).toBe(5.75 * 3_600_000)
})

test('an unknown zone is refused as Intl refuses it', () => {
  expect(() => wallClockParts(0, 'Mars/Olympus_Mons')).toThrow(RangeError)
})
