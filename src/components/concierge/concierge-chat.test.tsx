// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { LocationProvider } from '@/components/location/location-provider'
import { UserProvider } from '@/components/user/user-provider'
import type { PickedLocation } from '@/core/places/picked-location'
import { ConciergeChat } from './concierge-chat'

const NEW_YORK: PickedLocation = {
  placeId: '5128581', placeType: 'locality', currentPlace: 'New York', currentPlaceParent: 'NY',
  latitude: 40.71, longitude: -74, slug: 'ny--new-york', isOnline: false, value: 'New York, NY',
}

function result(n: number) {
  return {
    name: `Jazz night ${n}`,
    url: `http://localhost/e/jazz-night-${n}-tickets-${n}/`,
    description: 'Live jazz',
    schema_object: { '@type': 'Event', '@id': `http://localhost/e/jazz-night-${n}-tickets-${n}/`, image: [], startDate: '2026-11-20T19:00:00-05:00', offers: { lowPrice: n === 1 ? 0 : 25 }, location: { name: 'Blue Room', address: { addressLocality: 'New York' } } },
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderChat(answers: (() => Response)[]) {
  const asks: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/home/api/user/')) return Promise.resolve(Response.json({ user: null }))
      asks.push(JSON.parse(init?.body as string) as Record<string, unknown>)
      return Promise.resolve(answers.shift()!())
    }),
  )
  const onClose = vi.fn()
  render(
    <UserProvider initialUser={null}>
      <LocationProvider initialLocation={NEW_YORK}>
        <ConciergeChat onClose={onClose} />
      </LocationProvider>
    </UserProvider>,
  )
  return { asks, onClose }
}

test('Three results show first and Show More reveals the rest; prices read Free or Starts at $', async () => {
  renderChat([() => Response.json({ results: [1, 2, 3, 4, 5].map(result), summary: { message: 'Found 5 jazz events in New York.' } })])
  await userEvent.type(screen.getByRole('textbox', { name: 'What are you looking for?' }), 'jazz{Enter}')
  expect(await screen.findByText('Found 5 jazz events in New York.')).toBeDefined()
  expect(screen.getAllByRole('article')).toHaveLength(3)
  expect(screen.getByText('Free')).toBeDefined()
  expect(screen.getAllByText('Starts at $25')).toHaveLength(2)
  expect(screen.getAllByText('Fri, Nov 20, 7:00 PM')).toHaveLength(3)
  await userEvent.click(screen.getByRole('button', { name: 'Show More' }))
  expect(screen.getAllByRole('article')).toHaveLength(5)
  expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull()
  expect(screen.getByRole('textbox', { name: 'Ask another question or share more' })).toBeDefined()
})

test('A failed ask shows the error with its status text; Reload re-asks with retry 1 and no second message', async () => {
  const { asks } = renderChat([
    () => new Response('{}', { status: 502, statusText: 'Bad Gateway' }),
    () => Response.json({ ask_user: { message: 'What kind of event?' } }),
  ])
  await userEvent.type(screen.getByRole('textbox', { name: 'What are you looking for?' }), 'something{Enter}')
  expect(await screen.findByText('Something went wrong on our end')).toBeDefined()
  expect(screen.getByText('Unable to retrieve results. Status: Bad Gateway')).toBeDefined()
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
  expect(await screen.findByText('What kind of event?')).toBeDefined()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(asks.map((a) => [a.query, a.retry])).toEqual([
    ['something', 0],
    ['something', 1],
  ])
  expect(screen.getAllByText('something')).toHaveLength(1)
})

test('Leaving asks first: Stay keeps the chat, Leave calls onClose', async () => {
  const { onClose } = renderChat([])
  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(screen.getByRole('alertdialog', { name: 'Leaving the chat?' })).toBeDefined()
  await userEvent.click(screen.getByRole('button', { name: 'Stay in the chat' }))
  expect(screen.queryByRole('alertdialog')).toBeNull()
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' })))
  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }))
  expect(onClose).toHaveBeenCalledOnce()
})
