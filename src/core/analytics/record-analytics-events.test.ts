import { expect, test } from 'vitest'
import { createTestDb } from '../../../tests/helpers/test-db'
import { computeOccurredAt } from './analytics-event'
import { findAnalyticsEventsByName } from './analytics-repository'
import { recordAnalyticsEvents } from './record-analytics-events'

const now = new Date('2026-11-21T15:00:00Z')

test('A client time far from ours, or missing, is replaced by the server time', () => {
  expect(computeOccurredAt('2026-11-21T14:59:00Z', now)).toEqual(new Date('2026-11-21T14:59:00Z'))
  expect(computeOccurredAt('1999-01-01T00:00:00Z', now)).toEqual(now)
  expect(computeOccurredAt('not a date', now)).toEqual(now)
  expect(computeOccurredAt(undefined, now)).toEqual(now)
})

test('Collected events are stored with their page and fields', async () => {
  const handle = await createTestDb()
  try {
    const deps = { db: handle.db, clock: { now: () => now } }
    const answer = await recordAnalyticsEvents(deps, {
      events: [
        {
          event: 'EventCreateAttempt',
          page: '/',
          at: '2026-11-21T14:59:30Z',
          properties: { eventCreateSource: 'header', pageArea: 'modal', hasPublish: false, hasPaidPublish: false },
        },
        { event: 'LogoHome', page: '/about/', properties: {} },
      ],
    })
    expect(answer).toEqual({ stored: 2 })
    const [attempt] = await findAnalyticsEventsByName(handle.db, 'EventCreateAttempt')
    expect(attempt).toEqual({
      name: 'EventCreateAttempt',
      page: '/',
      properties: { eventCreateSource: 'header', pageArea: 'modal', hasPublish: false, hasPaidPublish: false },
      occurredAt: new Date('2026-11-21T14:59:30Z'),
    })
    expect(await findAnalyticsEventsByName(handle.db, 'LogoHome')).toHaveLength(1)
  } finally {
    await handle.close()
  }
})
