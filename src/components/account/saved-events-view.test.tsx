// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { computeEventJson } from '@/core/events/event-json'
import { UserProvider } from '@/components/user/user-provider'
import { SavedEventsView } from './saved-events-view'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'

// The like buttons ask Next's router for the sign-in redirect; these tests never press one.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))

afterEach(cleanup)

const now = new Date('2026-11-20T12:00:00Z')

test('Each liked event card reports the Likes list and its own position, so analytics can tell them apart', () => {
  window.dataLayer = []
  const events = [41, 42, 43].map((id) =>
    computeEventJson(buildEventDetail({ id, nameSlug: `event-${id}` }), {
      now,
      origin: 'https://tessera.test',
    }),
  )
  render(
    <UserProvider initialUser={null}>
      <SavedEventsView events={events} total={3} now={now} />
    </UserProvider>,
  )
  const mounted = window.dataLayer.filter((e) => e.event === 'EventCardMounted')
  expect(mounted.map(({ eventId, pageArea, position }) => ({ eventId, pageArea, position }))).toEqual([
    { eventId: '41', pageArea: 'saved-events', position: 0 },
    { eventId: '42', pageArea: 'saved-events', position: 1 },
    { eventId: '43', pageArea: 'saved-events', position: 2 },
  ])
})
