import { afterEach, expect, test, vi } from 'vitest'
import { loadModuleText } from '../../../tests/helpers/load-module-text'
import { computeEmbedOriginsSample, computeKeyRequestSample, computePaginationSample } from './code-samples'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('The samples name the site’s own origin, never a trailing slash or another host', () => {
  for (const sample of [computeKeyRequestSample, computePaginationSample, computeEmbedOriginsSample].map((f) => f('https://tickets.example.org/'))) {
    expect(sample).toContain('https://tickets.example.org')
    expect(sample).not.toContain('https://tickets.example.org//')
  }
})

test('The pagination sample reads every page by its continuation, with the key, and waits as a 429 asks', async () => {
  const asked: { url: string; authorization: string | null }[] = []
  const answers = [
    Response.json({ events: [{ id: '1' }, { id: '2' }], pagination: { has_more_items: true, continuation: 'c2' } }),
    new Response(JSON.stringify({ error: 'RATE_LIMITED' }), { status: 429, headers: { 'Retry-After': '0' } }),
    Response.json({ events: [{ id: '3' }], pagination: { has_more_items: false, continuation: null } }),
  ]
  vi.stubGlobal('fetch', async (url: URL, init: { headers: Record<string, string> }) => {
    asked.push({ url: String(url), authorization: init.headers.Authorization ?? null })
    return answers.shift()!
  })
  const sample = await loadModuleText<{ readAllEvents: (apiKey: string) => Promise<{ id: string }[]> }>(computePaginationSample('https://tickets.example.org'))
  expect(await sample.readAllEvents('tsk_live_abcdefghijkl_secret')).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }])
  expect(asked).toEqual([
    { url: 'https://tickets.example.org/api/v3/organizations/me/events/', authorization: 'Bearer tsk_live_abcdefghijkl_secret' },
    { url: 'https://tickets.example.org/api/v3/organizations/me/events/?continuation=c2', authorization: 'Bearer tsk_live_abcdefghijkl_secret' },
    { url: 'https://tickets.example.org/api/v3/organizations/me/events/?continuation=c2', authorization: 'Bearer tsk_live_abcdefghijkl_secret' },
  ])
})
