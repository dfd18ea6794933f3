// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { computeEventJson } from '@/core/events/event-json'
import { UserProvider } from '@/components/user/user-provider'
import { OrganizerPageView } from './organizer-page-view'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'

// The like and follow buttons ask Next's router for the sign-in redirect; these tests never press one.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))

afterEach(cleanup)

const now = new Date('2026-11-20T12:00:00Z')

test("An organizer's event cards report their page area and positions counted on from the earlier pages", () => {
  window.dataLayer = []
  const events = [51, 52].map((id) =>
    computeEventJson(buildEventDetail({ id, nameSlug: `event-${id}` }), {
      now,
      origin: 'https://tessera.test',
    }),
  )
  const organizer = {
    id: 9,
    name: 'Harbour Music Co.',
    slug: 'harbour-music-co',
    description: '',
    website: null,
    socialLinks: {},
    numFollowers: 120,
    imageKey: null,
  }
  render(
    <UserProvider initialUser={null}>
      <OrganizerPageView
        data={{ organizer, events, totalUpcoming: 26, pageCount: 2, viewerFollows: false }}
        page={2}
        pageSize={24}
        now={now}
      />
    </UserProvider>,
  )
  const mounted = window.dataLayer.filter((e) => e.event === 'EventCardMounted')
  expect(mounted.map(({ eventId, pageArea, position }) => ({ eventId, pageArea, position }))).toEqual([
    { eventId: '51', pageArea: 'organizer-events', position: 24 },
    { eventId: '52', pageArea: 'organizer-events', position: 25 },
  ])
})
