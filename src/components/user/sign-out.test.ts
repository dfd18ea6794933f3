// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { REFERRAL_STORAGE_KEY, signOut } from './sign-out'

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

function stubSignOut(response: Response) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(response))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

test('Logging out ends the session on the server and removes the stored referal item', async () => {
  window.localStorage.setItem(REFERRAL_STORAGE_KEY, 'newsletter-2026')
  window.localStorage.setItem('recentSearches', '["jazz"]')
  const fetch = stubSignOut(Response.json({}))
  await signOut()
  expect(fetch).toHaveBeenCalledOnce()
  expect(fetch.mock.calls[0]?.[0]).toBe('/home/api/auth/signout/')
  expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST')
  expect(window.localStorage.getItem('referal')).toBeNull()
  // Only the referral item goes; what else the visitor stored stays.
  expect(window.localStorage.getItem('recentSearches')).toBe('["jazz"]')
})

test('The referal item is removed even when the server refuses the sign-out', async () => {
  window.localStorage.setItem(REFERRAL_STORAGE_KEY, 'newsletter-2026')
  stubSignOut(Response.json({ error: 'INTERNAL', error_description: 'Try again' }, { status: 500 }))
  await expect(signOut()).rejects.toThrow('Try again')
  expect(window.localStorage.getItem('referal')).toBeNull()
})
