import { NextRequest } from 'next/server'
import { expect, test } from 'vitest'
import { REQUEST_PATHNAME_HEADER } from '@/core/search/search-bar-settings'
import { proxy } from './proxy'

test('Pages learn the requested pathname from the proxy, never from a value the client sent', async () => {
  const request = new NextRequest('http://localhost/d/ny--new-york/events/jazz/', {
    headers: { [REQUEST_PATHNAME_HEADER]: '/d/online/events/forged/' },
  })
  const response = proxy(request)
  // How Next.js hands a proxy's request headers on to the page.
  expect(response.headers.get(`x-middleware-request-${REQUEST_PATHNAME_HEADER}`)).toBe(
    '/d/ny--new-york/events/jazz/',
  )
})
