import { expect, test } from 'vitest'
import { computeNextSteps, type CreatorState } from './creator-overview-rules'

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
    { key: 'draft-7', kind: 'draft', name: 'Pottery Night', href: '/manage/events/7/edit' },
    { key: 'check-in-8', kind: 'checkIn', name: 'Jazz Brunch', href: '/manage/events/8/check-in' },
    { key: 'share-9', kind: 'share', name: 'Book Swap', href: '/manage/events/9/' },
  ])
})

test('Never more than four steps', () => {
  const drafts = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Draft ${id}` }))
  const upcoming = [{ id: 6, name: 'Soon', sold: 0, startAt: new Date('2026-06-01T18:00:00Z') }, { id: 10, name: 'Later', sold: 0, startAt: new Date('2026-07-01T18:00:00Z') }]
  expect(computeNextSteps({ ...empty, drafts, upcoming }, now)).toHaveLength(4)
})
