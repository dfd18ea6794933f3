// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { flushAnalytics, MAX_PAGE_LENGTH, track } from './track'

afterEach(() => {
  flushAnalytics()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

function stubCollector() {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(null, { status: 204 })),
  )
  vi.stubGlobal('fetch', fetch)
  return () =>
    fetch.mock.calls.map(
      ([, init]) => JSON.parse(init.body as string) as { events: { event: string; page: string }[] },
    )
}

test('On a results page whose path is longer than the collector takes, the event is sent with the page cut to the limit', () => {
  const sent = stubCollector()
  // A Japanese query, percent-encoded: nine characters a letter.
  const longPath = `/d/ny--new-york/${encodeURIComponent('東京の夜のジャズライブと美味しい料理'.repeat(4))}/`
  expect(longPath.length).toBeGreaterThan(MAX_PAGE_LENGTH)
  window.history.replaceState(null, '', longPath)
  track('LogoHome')
  flushAnalytics()
  const [batch] = sent()
  expect(batch?.events).toHaveLength(1)
  expect(batch?.events[0]?.page).toBe(longPath.slice(0, MAX_PAGE_LENGTH))
  expect(window.dataLayer?.at(-1)?.page).toBe(longPath.slice(0, MAX_PAGE_LENGTH))
})

test('Queued events are sent as soon as the page is hidden, without waiting for the timer', () => {
  const sent = stubCollector()
  track('HelpLinkClicked', { pageArea: 'header' })
  expect(sent()).toEqual([])
  const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
  document.dispatchEvent(new Event('visibilitychange'))
  hidden.mockRestore()
  expect(sent().flatMap((batch) => batch.events.map((e) => e.event))).toEqual(['HelpLinkClicked'])
})

test('Queued events are sent when the page is left (pagehide)', () => {
  const sent = stubCollector()
  track('SignInClicked', { pageArea: 'header' })
  expect(sent()).toEqual([])
  window.dispatchEvent(new Event('pagehide'))
  expect(sent().flatMap((batch) => batch.events.map((e) => e.event))).toEqual(['SignInClicked'])
})
