import { expect, test } from 'vitest'
import { computeDraftsToRemind, computeNextSteps, type CreatorState, type DraftReminderCandidate } from './creator-overview-rules'

const now = new Date('2026-06-01T12:00:00Z')
const empty: CreatorState = { hasProfile: false, profileComplete: false, drafts: [], upcoming: [] }

test('A new creator is asked to set up a profile and create an event', () => {
  expect(computeNextSteps(empty, now).map((s) => s.href)).toEqual(['/myprofile/', '/manage/events/create'])
})

test('Drafts come before sharing; an event within a day brings the check-in page', () => {
  const state: CreatorState = {
    hasProfile: true,
    profileComplete: true,
    drafts: [{ id: 7, name: 'Pottery Night' }],
    upcoming: [
      { id: 8, name: 'Jazz Brunch', sold: 12, startAt: new Date('2026-06-02T09:00:00Z') },
      { id: 9, name: 'Book Swap', sold: 0, startAt: new Date('2026-06-20T09:00:00Z') },
    ],
  }
  expect(computeNextSteps(state, now)).toEqual([
    { key: 'draft-7', kind: 'draft', name: 'Pottery Night', href: '/manage/events/7/edit', eventId: 7 },
    { key: 'check-in-8', kind: 'checkIn', name: 'Jazz Brunch', href: '/manage/events/8/check-in' },
    { key: 'share-9', kind: 'share', name: 'Book Swap', href: '/manage/events/9/' },
  ])
})

test('Never more than four steps', () => {
  const drafts = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Draft ${id}` }))
  const upcoming = [{ id: 6, name: 'Soon', sold: 0, startAt: new Date('2026-06-01T18:00:00Z') }, { id: 10, name: 'Later', sold: 0, startAt: new Date('2026-07-01T18:00:00Z') }]
  expect(computeNextSteps({ ...empty, drafts, upcoming }, now)).toHaveLength(4)
})

test('A draft is reminded of until it is dismissed, for 30 days after it was made, and not once its date has passed', () => {
  const draft = (id: number, over: Partial<DraftReminderCandidate>): DraftReminderCandidate => ({
    id,
    name: `Draft ${id}`,
    createdAt: new Date('2026-05-25T12:00:00Z'),
    startAt: new Date('2026-07-01T18:00:00Z'),
    reminderDismissedAt: null,
    ...over,
  })
  const drafts = [
    draft(1, {}),
    draft(2, { reminderDismissedAt: new Date('2026-05-30T12:00:00Z') }),
    draft(3, { createdAt: new Date('2026-04-30T12:00:00Z') }),
    draft(4, { createdAt: new Date('2026-05-03T12:00:00Z') }),
    draft(5, { startAt: new Date('2026-05-31T18:00:00Z') }),
    draft(6, { createdAt: new Date('2026-05-31T12:00:00Z') }),
  ]
  expect(computeDraftsToRemind(drafts, now).map((d) => d.id)).toEqual([6, 1, 4])
  // Two days later the 30 days of draft 4 are over.
  expect(computeDraftsToRemind(drafts, new Date('2026-06-03T12:00:00Z')).map((d) => d.id)).toEqual([6, 1])
})
