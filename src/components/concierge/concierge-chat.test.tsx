// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { LocationProvider } from '@/components/location/location-provider'
import { UserProvider } from '@/components/user/user-provider'
import type { PickedLocation } from '@/core/places/picked-location'
import { ConciergeChat } from './concierge-chat'
import { chatLanguageFor } from './chat-texts'

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
  document.documentElement.lang = ''
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
        {/* As in the search bar: the chat waits for its page's words (another language's load first). */}
        <Suspense fallback={null}>
          <ConciergeChat onClose={onClose} />
        </Suspense>
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

test('Each answer is announced once by the status region, and Show all links to the results page of the search', async () => {
  renderChat([
    () => Response.json({ results: [1, 2, 3, 4].map(result), summary: { message: 'Found 39 jazz events in New York. Here are 4, soonest first.' }, show_all: { url: '/d/ny--new-york/music--events/?subcategories=3002,3027&sort=date', count: 39, exact: true } }),
  ])
  await userEvent.type(screen.getByRole('textbox', { name: 'What are you looking for?' }), 'jazz{Enter}')
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Concierge: Found 39 jazz events in New York. Here are 4, soonest first.'))
  expect(screen.getByRole('log', { name: 'Conversation' }).getAttribute('aria-live')).toBe('off')
  expect(screen.getByRole('link', { name: 'Show all 39' }).getAttribute('href')).toBe('/d/ny--new-york/music--events/?subcategories=3002,3027&sort=date')
})

test('Start over clears the conversation, and the next question is sent without the old ones', async () => {
  const { asks } = renderChat([
    () => Response.json({ results: [result(2)], summary: { message: 'Found 1 jazz event in New York.' } }),
    () => Response.json({ results: [result(3)], summary: { message: 'Found 1 comedy event in New York.' } }),
  ])
  await userEvent.type(screen.getByRole('textbox', { name: 'What are you looking for?' }), 'jazz{Enter}')
  expect(await screen.findByText('Found 1 jazz event in New York.')).toBeDefined()
  await userEvent.click(screen.getByRole('button', { name: 'Start over' }))
  expect(screen.queryByText('Found 1 jazz event in New York.')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull()
  const input = screen.getByRole('textbox', { name: 'What are you looking for?' })
  expect(document.activeElement).toBe(input)
  await userEvent.type(input, 'comedy{Enter}')
  expect(await screen.findByText('Found 1 comedy event in New York.')).toBeDefined()
  expect(asks[1]).toMatchObject({ query: 'comedy', queryHistory: [] })
  expect(asks[1]!.threadId).not.toBe(asks[0]!.threadId)
})

test('On a Spanish page the chat speaks Spanish, and an answer in German has German links, prices and dates', async () => {
  document.documentElement.lang = 'es-ES'
  // The search bar shows nothing while the chat's code and words load; here they are loaded first.
  await chatLanguageFor('es-ES')
  await chatLanguageFor('de-DE')
  const { asks } = renderChat([
    () =>
      Response.json({
        language: 'de-DE',
        results: [1, 2, 3, 4, 5].map(result),
        summary: { message: 'Ich habe 39 Veranstaltungen zum Thema Jazz in Berlin heute gefunden. Hier sind 5, die nächsten zuerst.' },
        show_all: { url: '/de-de/d/germany--berlin/music--events/', count: 1234, exact: true },
      }),
  ])
  const input = await screen.findByRole('textbox', { name: '¿Qué estás buscando?' })
  expect(screen.getByRole('dialog', { name: 'Asistente de eventos' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeDefined()
  await userEvent.type(input, 'Jazz heute in Berlin{Enter}')
  expect(asks[0]).toMatchObject({ query: 'Jazz heute in Berlin' })
  const summary = await screen.findByText(/^Ich habe 39 Veranstaltungen/)
  expect(summary.getAttribute('lang')).toBe('de-DE')
  expect(screen.getByText('Kostenlos')).toBeDefined()
  expect(screen.getAllByText(/^Ab 25\s\$$/)).toHaveLength(2)
  expect(screen.getAllByText('Fr., 20. Nov., 19:00')).toHaveLength(3)
  expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeDefined()
  expect(screen.getByRole('link', { name: 'Alle 1.234 anzeigen' })).toBeDefined()
  // The chat around the answer stays in the page's language.
  expect(screen.getByRole('textbox', { name: 'Haz otra pregunta o cuéntame más' })).toBeDefined()
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Concierge: Ich habe 39/))
})

test('On a page in a language subdirectory, the chat’s sign-in link keeps that language and comes back to the page', async () => {
  document.documentElement.lang = 'es-US'
  await chatLanguageFor('es-US')
  window.history.pushState(null, '', '/es-us/d/online/all-events/')
  try {
    renderChat([])
    await screen.findByRole('dialog')
    const signIn = await waitFor(() => {
      const link = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.includes('signin'))
      if (!link) throw new Error('no sign-in link yet')
      return link
    })
    expect(signIn.getAttribute('href')).toBe(`/es-us/signin/?referrer=${encodeURIComponent('/es-us/d/online/all-events/')}`)
  } finally {
    window.history.pushState(null, '', '/')
  }
})
