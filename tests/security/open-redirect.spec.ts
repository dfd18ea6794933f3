import { expect, test } from '../e2e/fixtures'
import { newClient, signUp } from '../api/helpers/accounts'
import { ENCODINGS, OPEN_REDIRECT_PAYLOADS, staysOnOrigin } from './open-redirect-corpus'

// Issue 21 finding 1, over real HTTP: a signed-in visitor's 307 and the referrer an anonymous visitor's
// sign-in form returns to both stay on our origin for every payload, in both encodings.

for (const encoding of ENCODINGS) {
  test(`Signed in, /signin/?referrer= never redirects off-site (${encoding.name})`, async ({ playwright, baseURL }) => {
    test.setTimeout(180_000)
    const c = await newClient(playwright, baseURL!)
    await signUp(c)
    const origin = new URL(baseURL!).origin
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (const page of ['/signin/', '/signin/signup']) {
        const url = `${page}?referrer=${encodeURIComponent(encoding.apply(payload))}`
        const res = await c.api.get(url, { maxRedirects: 0 })
        expect(res.status(), url).toBe(307)
        const location = res.headers().location ?? ''
        const target = new URL(location, baseURL).origin === origin ? new URL(location, baseURL) : null
        expect(target, `${url} → ${location}`).not.toBeNull()
        expect(staysOnOrigin(`${target!.pathname}${target!.search}`, origin), `${url} → ${location}`).toBe(true)
      }
    }
    await c.api.dispose()
  })

  test(`Signed out, the sign-in form only ever returns to our own paths (${encoding.name})`, async ({ request, baseURL }) => {
    test.setTimeout(180_000)
    const origin = new URL(baseURL!).origin
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const url = `/signin/?referrer=${encodeURIComponent(encoding.apply(payload))}`
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status(), url).toBe(200)
      // The form's referrer is the one the "Sign up" link carries on (the same value, from the same check).
      const href = /href="\/signin\/signup\?referrer=([^"]*)"/.exec(await res.text())?.[1]
      expect(href, url).toBeDefined()
      const referrer = decodeURIComponent(href!.replace(/&amp;/g, '&'))
      expect(staysOnOrigin(referrer, origin), `${url} → ${referrer}`).toBe(true)
    }
  })
}
