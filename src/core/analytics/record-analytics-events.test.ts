import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { createTestDb } from '../../../tests/helpers/test-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { computeOccurredAt } from './analytics-event'
import { findAnalyticsEventsByName } from './analytics-repository'
import { recordAnalyticsEvents } from './record-analytics-events'

const now = new Date('2026-11-21T15:00:00Z')

// One database for the file: each test uses its own addresses, visitors and events.
let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

test('A client time far from ours, or missing, is replaced by the server time', () => {
  expect(computeOccurredAt('2026-11-21T14:59:00Z', now)).toEqual(new Date('2026-11-21T14:59:00Z'))
  expect(computeOccurredAt('1999-01-01T00:00:00Z', now)).toEqual(now)
  expect(computeOccurredAt('not a date', now)).toEqual(now)
  expect(computeOccurredAt(undefined, now)).toEqual(now)
})

test('Collected events are stored with their page and fields', async () => {
  const deps = { db: handle.db, clock: { now: () => now } }
  const answer = await recordAnalyticsEvents(deps, {
    ip: '192.0.2.1',
    visitorKey: 'visitor-1',
    events: [
      {
        event: 'EventCreateAttempt',
        page: '/',
        at: '2026-11-21T14:59:30Z',
        properties: {
          eventCreateSource: 'header',
          pageArea: 'modal',
          hasPublish: false,
          hasPaidPublish: false,
        },
      },
      { event: 'LogoHome', page: '/about/', properties: {} },
    ],
  })
  expect(answer).toEqual({ stored: 2 })
  const [attempt] = await findAnalyticsEventsByName(handle.db, 'EventCreateAttempt')
  expect(attempt).toEqual({
    name: 'EventCreateAttempt',
    page: '/',
    properties: {
      eventCreateSource: 'header',
      pageArea: 'modal',
      hasPublish: false,
      hasPaidPublish: false,
    },
    occurredAt: new Date('2026-11-21T14:59:30Z'),
  })
  expect(await findAnalyticsEventsByName(handle.db, 'LogoHome')).toHaveLength(1)
})

test('A page view counts once per visitor and event each half hour; events about an unpublished or unknown event are dropped', async () => {
  let at = new Date('2026-11-21T15:01:00Z')
  const deps = { db: handle.db, clock: { now: () => at } }
  const live = await insertEvent(handle.db, { name: 'Counted Hall' })
  const draft = await insertEvent(handle.db, { name: 'Draft Hall', status: 'draft' })
  const view = (eventId: unknown) => ({ event: 'EventPageView', page: '/e/x/', properties: { eventId } })
  const send = (
    visitorKey: string,
    events: { event: string; page: string; properties: Record<string, unknown> }[],
  ) => recordAnalyticsEvents(deps, { ip: '192.0.2.2', visitorKey, events })

  expect(await send('ada', [view(String(live.id)), view(String(live.id)), view(live.id)])).toEqual({
    stored: 1,
  })
  expect(await send('ada', [view(String(live.id))])).toEqual({ stored: 0 })
  expect(await send('grace', [view(String(live.id))])).toEqual({ stored: 1 })
  // A draft, an event that does not exist and a made-up id are not counted; the batch's other events are.
  expect(
    await send('ada', [
      view(String(draft.id)),
      view('999999'),
      view('1 OR 1=1'),
      { event: 'LogoHome', page: '/', properties: {} },
    ]),
  ).toEqual({ stored: 1 })
  // Half an hour on, the same visitor counts again.
  at = new Date('2026-11-21T15:31:00Z')
  expect(await send('ada', [view(String(live.id))])).toEqual({ stored: 1 })
  const views = await findAnalyticsEventsByName(handle.db, 'EventPageView')
  expect(views.map((v) => v.properties.eventId)).toEqual([String(live.id), String(live.id), String(live.id)])
})

test('One address sending batch after batch is refused after 60 a minute, and heard again the next minute', async () => {
  let at = new Date('2026-11-21T16:00:05Z')
  const deps = { db: handle.db, clock: { now: () => at } }
  const batch = {
    ip: '192.0.2.3',
    visitorKey: 'flood',
    events: [{ event: 'LogoHome', page: '/flood/', properties: {} }],
  }
  for (let i = 0; i < 60; i++) await recordAnalyticsEvents(deps, batch)
  await expect(recordAnalyticsEvents(deps, batch)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
  // Another address is not affected.
  await expect(recordAnalyticsEvents(deps, { ...batch, ip: '192.0.2.4' })).resolves.toEqual({ stored: 1 })
  at = new Date('2026-11-21T16:01:05Z')
  await expect(recordAnalyticsEvents(deps, batch)).resolves.toEqual({ stored: 1 })
  expect(
    (await findAnalyticsEventsByName(handle.db, 'LogoHome', 500)).filter((e) => e.page === '/flood/'),
  ).toHaveLength(62)
})
