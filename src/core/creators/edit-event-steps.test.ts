// The editor's step-by-step saving on PGlite (issue 20): a draft made with provisional times and no place
// is completed field by field through updateEvent (PATCH /api/v3/events/{id}/), and the editor reads back
// exactly what was saved, with the checklist naming what publishing still lacks.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { isAppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { updateEvent } from '@/core/events/update-event'
import type { DbHandle } from '@/db/create-db'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry } from '@/server/cache-registry'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createEventDraft } from './create-event-draft'
import { localTimeToInstant } from './creator-rules'
import { getEventForEditing } from './get-event-for-editing'

let handle: DbHandle
let deps: Pick<CoreDeps, 'db' | 'clock' | 'caches' | 'invalidateCaches'>
let creator: User
let stranger: User
const nextYear = new Date().getUTCFullYear() + 1

beforeAll(async () => {
  handle = await createTestDb()
  const registry = createCacheRegistry(handle.db)
  deps = { db: handle.db, clock: { now: () => new Date() }, caches: registry.caches, invalidateCaches: createCacheInvalidation(handle, registry).invalidate }
  creator = await insertUser(handle.db, { fullName: 'Ada Steps' })
  stranger = await insertUser(handle.db)
})

afterAll(async () => {
  await handle?.close()
})

async function basicsDraft(): Promise<number> {
  const { eventId } = await createEventDraft(deps, {
    creatorUserId: creator.id,
    name: 'Harbour Lights Choir',
    summary: '',
    descriptionHtml: '',
    categoryId: 103,
    formatId: 6,
    start: { local: `${nextYear}-03-10T19:00:00`, timezone: 'Europe/London' },
    end: { local: `${nextYear}-03-10T22:00:00`, timezone: 'Europe/London' },
    online: false,
    venue: null,
    tags: [],
    refundPolicy: 'contact_organizer',
  })
  return eventId
}

test('Each step’s fields are saved on the draft and read back by the editor in the venue’s zone', async () => {
  const eventId = await basicsDraft()
  const manager = { userId: creator.id, isStaff: false }
  const before = await getEventForEditing(deps, { eventId, manager })
  expect(Object.keys(before.publishProblems).sort()).toEqual(['summary', 'ticket_classes', 'venue'])

  await updateEvent(deps, {
    eventId,
    summary: 'Sea shanties by the water.',
    details: { venue: { name: 'Pier Hall', address1: '1 Quay St', city: 'New York', country: 'US', latitude: 40.7, longitude: -74 }, online: false, tags: ['choir', 'shanties'] },
    // The venue is in New York: the times keep their wall-clock values there.
    startAt: localTimeToInstant(`${nextYear}-03-12T18:30:00`, 'America/New_York'),
    endAt: localTimeToInstant(`${nextYear}-03-12T21:00:00`, 'America/New_York'),
    timeZone: 'America/New_York',
  })
  await updateEvent(deps, { eventId, details: { descriptionHtml: '<p>Bring <strong>your voice</strong>.</p>', refundPolicy: '7_days', subcategoryId: null } })

  const after = await getEventForEditing(deps, { eventId, manager })
  expect(after).toMatchObject({
    summary: 'Sea shanties by the water.',
    timeZone: 'America/New_York',
    startLocal: `${nextYear}-03-12T18:30`,
    endLocal: `${nextYear}-03-12T21:00`,
    online: false,
    venue: { name: 'Pier Hall', city: 'New York', country: 'US' },
    tags: ['choir', 'shanties'],
    descriptionHtml: '<p>Bring <strong>your voice</strong>.</p>',
    refundPolicy: '7_days',
  })
  expect(Object.keys(after.publishProblems)).toEqual(['ticket_classes'])

  await updateEvent(deps, { eventId, details: { online: true, onlineUrl: 'https://meet.example.org/choir' } })
  const online = await getEventForEditing(deps, { eventId, manager })
  expect(online).toMatchObject({ online: true, onlineUrl: 'https://meet.example.org/choir', venue: null })
})

test('A subcategory of another category is refused and nothing is written', async () => {
  const eventId = await basicsDraft()
  const error = await updateEvent(deps, { eventId, summary: 'Changed', details: { subcategoryId: 1001 } }).catch((e: unknown) => e)
  expect(isAppError(error) && error.code).toBe('INVALID_ARGUMENT')
  const event = await getEventForEditing(deps, { eventId, manager: { userId: creator.id, isStaff: false } })
  expect(event.summary).toBe('')
})

test('Only the organizer opens a draft in the editor; anyone else, staff too, is told it does not exist', async () => {
  const eventId = await basicsDraft()
  for (const manager of [{ userId: stranger.id, isStaff: false }, { userId: stranger.id, isStaff: true }]) {
    const error = await getEventForEditing(deps, { eventId, manager }).catch((e: unknown) => e)
    expect(isAppError(error) && error.code).toBe('NOT_FOUND')
  }
})

test('A draft’s schedule is saved with it and read back by the editor; a list of dates is checked as publishing reads it', async () => {
  const eventId = await basicsDraft()
  const manager = { userId: creator.id, isStaff: false }
  const plan = { kind: 'dates' as const, dates: [`${nextYear}-03-24`, `${nextYear}-04-07`] }
  await updateEvent(deps, { eventId, details: { schedulePlan: plan } })
  expect((await getEventForEditing(deps, { eventId, manager })).schedulePlan).toEqual(plan)
  await updateEvent(deps, { eventId, details: { schedulePlan: { kind: 'weekly', days: ['TU'], lastDate: `${nextYear}-04-30` } } })
  expect((await getEventForEditing(deps, { eventId, manager })).schedulePlan).toEqual({ kind: 'weekly', days: ['TU'], lastDate: `${nextYear}-04-30` })
  let problems: Record<string, string[]> | undefined
  try {
    await updateEvent(deps, { eventId, details: { schedulePlan: { kind: 'dates', dates: [`${nextYear}-02-01`] } } })
  } catch (error) {
    problems = isAppError(error) ? error.argumentErrors : undefined
  }
  expect(problems?.schedule_plan?.[0]).toContain('after the first date')
  expect((await getEventForEditing(deps, { eventId, manager })).schedulePlan?.kind).toBe('weekly')
  await updateEvent(deps, { eventId, details: { schedulePlan: null } })
  expect((await getEventForEditing(deps, { eventId, manager })).schedulePlan).toBeNull()
})
