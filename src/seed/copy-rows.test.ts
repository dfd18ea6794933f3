import { expect, test } from 'vitest'
import { events, featureFlags } from '@/db/schema'
import { buildEvent } from '@/seed/builders/build-event'
import { createRandom } from './random'
import { formatCopyRows, formatUtcTimestamp } from './copy-rows'

test('Timestamps are written in UTC to the millisecond, as Date#toISOString would', () => {
  const r = createRandom(5)
  for (let i = 0; i < 2000; i++) {
    const ms = Math.floor(r.float(-2e12, 4.1e12))
    const iso = new Date(ms).toISOString()
    expect(formatUtcTimestamp(ms)).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 23)}+00`)
  }
})

test('COPY text escapes tabs, newlines and backslashes and writes NULL, arrays and JSON', () => {
  const row = buildEvent({
    id: 9,
    name: 'Tab\there',
    summary: 'Line\nbreak \\ slash',
    tags: ['a b', 'quote"d', 'back\\slash'],
    promotedListing: { adId: 'x\ty' },
    venueId: null,
    startAt: new Date('2026-01-02T03:04:05.006Z'),
  })
  const [line] = formatCopyRows(events, [row]).split('\n')
  const fields = line!.split('\t')
  expect(fields[0]).toBe('9')
  expect(fields[1]).toBe('Tab\\there')
  expect(fields[3]).toBe('Line\\nbreak \\\\ slash')
  expect(fields[5]).toBe('2026-01-02 03:04:05.006+00')
  expect(fields[10]).toBe('\\N')
  expect(fields).toContain('{"a b","quote\\\\"d","back\\\\\\\\slash"}')
  expect(fields).toContain('{"adId":"x\\\\ty"}')
  expect(formatCopyRows(featureFlags, [{ key: 'k', enabled: false, description: '', updatedAt: new Date(0) }])).toBe(
    'k\tf\t\t1970-01-01 00:00:00.000+00\n',
  )
})
