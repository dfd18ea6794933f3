import { expect, test } from '../e2e/fixtures'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { confirmSignUp, jsonHeaders, newClient, sessionCookie, signIn, signUp, someEventIds, uniqueEmail } from './helpers/accounts'

test('Session fixation: a planted session cookie is replaced at sign-in and the token changes at every sign-in', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  const afterSignUp = await sessionCookie(c)
  expect(afterSignUp).toMatch(/^[A-Za-z0-9_-]{43}$/)

  // An attacker plants a session token of their choosing in the victim's browser before sign-in.
  const planted = 'planted-by-an-attacker-0000000000000000000'
  const victim = await playwright.request.newContext({ baseURL })
  await victim.get('/home/api/user/')
  const state = await victim.storageState()
  const csrf = state.cookies.find((k) => k.name === 'csrftoken')!.value
  const res = await victim.post('/home/api/auth/signin/', {
    headers: { Origin: baseURL!, 'X-CSRFToken': csrf, 'Content-Type': 'application/json', Cookie: `csrftoken=${csrf}; tessera_session=${planted}` },
    data: { email: user.email, password: user.password },
  })
  expect(res.status()).toBe(200)
  const setCookie = res.headers()['set-cookie'] ?? ''
  expect(setCookie).toMatch(/tessera_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/)
  expect(setCookie).not.toContain(planted)
  await victim.dispose()

  const again = await signIn(c, user.email, user.password)
  expect(again.status()).toBe(200)
  const afterSignIn = await sessionCookie(c)
  expect(afterSignIn).not.toBe(afterSignUp)
  // The old token no longer signs anyone in.
  const stale = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `tessera_session=${afterSignUp}` } })
  expect(await (await stale.get('/home/api/user/')).json()).toEqual({ user: null })
  await stale.dispose()
  await c.api.dispose()
})

test('Sign-out deletes the session on the server and clears the cookie', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  await signUp(c)
  const token = await sessionCookie(c)
  const out = await c.api.post('/home/api/auth/signout/', { headers: jsonHeaders(c), data: {} })
  expect(out.status()).toBe(204)
  expect(out.headers()['set-cookie']).toMatch(/tessera_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/)
  const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `tessera_session=${token}` } })
  expect(await (await replay.get('/home/api/user/')).json()).toEqual({ user: null })
  await replay.dispose()
  await c.api.dispose()
})

test('CSRF: every state-changing account call is refused without the token or from another origin', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  const [eventId] = await someEventIds(c, 1)
  const me = `/api/v3/users/${user.publicId}`
  const calls: [string, string, unknown][] = [
    ['POST', '/home/api/auth/signup/', { email: uniqueEmail('csrf'), password: 'csrf-pass-1', fullName: 'X' }],
    ['POST', '/home/api/auth/signin/', { email: user.email, password: user.password }],
    ['POST', '/home/api/auth/signout/', {}],
    ['PUT', `${me}/saves/${eventId}/`, {}],
    ['DELETE', `${me}/saves/${eventId}/`, {}],
    ['PUT', `${me}/follows/1/`, {}],
    ['DELETE', `${me}/follows/1/`, {}],
    ['PUT', `${me}/interests/`, { categories: [103] }],
    ['POST', `${me}/collections/`, { name: 'CSRF' }],
    ['PATCH', '/api/v3/collections/1/', { name: 'x' }],
    ['DELETE', '/api/v3/collections/1/', {}],
    ['PUT', `/api/v3/collections/1/events/${eventId}/`, {}],
    ['DELETE', `/api/v3/collections/1/events/${eventId}/`, {}],
    ['PATCH', `${me}/`, { kind: 'name', fullName: 'Hacked' }],
    ['DELETE', `${me}/`, { password: user.password, confirmation: 'DELETE' }],
    ['POST', `${me}/photo/`, {}],
    ['DELETE', `${me}/photo/`, {}],
    ['PUT', '/api/v3/admin/feature-flags/chatbotEnabled/', { enabled: true }],
  ]
  for (const [method, path, data] of calls) {
    const noToken = await c.api.fetch(path, { method, headers: { Origin: baseURL!, 'Content-Type': 'application/json' }, data })
    expect(noToken.status(), `${method} ${path} without token`).toBe(403)
    expect((await noToken.json()).error).toBe('CSRF_FAILED')
    const foreign = await c.api.fetch(path, { method, headers: { ...jsonHeaders(c), Origin: 'https://evil.example' }, data })
    expect(foreign.status(), `${method} ${path} from another origin`).toBe(403)
  }
  // None of the refused calls changed anything.
  const still = await (await c.api.get('/home/api/user/')).json()
  expect(still.user).toMatchObject({ fullName: user.fullName, numSavedEvents: 0 })
  await c.api.dispose()
})

test('IDOR: one user can neither read nor change another user’s likes, collections, settings or data export', async ({ playwright, baseURL }) => {
  const alice = await newClient(playwright, baseURL!)
  const mallory = await newClient(playwright, baseURL!)
  const a = await signUp(alice, { fullName: 'Alice Owner' })
  await signUp(mallory, { fullName: 'Mallory' })
  const [eventId, otherEvent] = await someEventIds(alice, 2)
  await alice.api.put(`/api/v3/users/${a.publicId}/saves/${eventId}/`, { headers: jsonHeaders(alice), data: {} })
  const created = await alice.api.post(`/api/v3/users/${a.publicId}/collections/`, { headers: jsonHeaders(alice), data: { name: 'Private plans' } })
  expect(created.status()).toBe(201)
  const collectionId = (await created.json()).collection.id as string

  const h = jsonHeaders(mallory)
  const aliceBase = `/api/v3/users/${a.publicId}`
  const forbidden: [string, string, unknown?][] = [
    ['GET', `${aliceBase}/saves/`],
    ['PUT', `${aliceBase}/saves/${otherEvent}/`, {}],
    ['DELETE', `${aliceBase}/saves/${eventId}/`, {}],
    ['GET', `${aliceBase}/follows/`],
    ['GET', `${aliceBase}/interests/`],
    ['PUT', `${aliceBase}/interests/`, { categories: [101] }],
    ['GET', `${aliceBase}/collections/`],
    ['POST', `${aliceBase}/collections/`, { name: 'Planted' }],
    ['GET', `${aliceBase}/export/`],
    ['PATCH', `${aliceBase}/`, { kind: 'name', fullName: 'Pwned' }],
    ['DELETE', `${aliceBase}/`, { password: a.password, confirmation: 'DELETE' }],
    ['DELETE', `${aliceBase}/photo/`, {}],
  ]
  for (const [method, path, data] of forbidden) {
    const res = await mallory.api.fetch(path, { method, headers: h, data })
    expect(res.status(), `${method} ${path}`).toBe(403)
    expect((await res.json()).error).toBe('FORBIDDEN')
  }
  // A private collection of someone else does not exist as far as Mallory can tell.
  for (const [method, path, data] of [
    ['GET', `/api/v3/collections/${collectionId}/`],
    ['PATCH', `/api/v3/collections/${collectionId}/`, { isPublic: true }],
    ['DELETE', `/api/v3/collections/${collectionId}/`, {}],
    ['PUT', `/api/v3/collections/${collectionId}/events/${otherEvent}/`, {}],
    ['DELETE', `/api/v3/collections/${collectionId}/events/${eventId}/`, {}],
  ] as [string, string, unknown?][]) {
    const res = await mallory.api.fetch(path, { method, headers: h, data })
    expect(res.status(), `${method} ${path}`).toBe(404)
  }
  // Signed out, the owner-only reads say 401.
  const anon = await newClient(playwright, baseURL!)
  expect((await anon.api.get(`${aliceBase}/saves/`)).status()).toBe(401)
  expect((await anon.api.get(`${aliceBase}/export/`)).status()).toBe(401)

  // Alice's data is untouched.
  const saves = await (await alice.api.get(`${aliceBase}/saves/`)).json()
  expect(saves.events.map((e: { id: string }) => e.id)).toEqual([eventId])
  const mine = await (await alice.api.get(`${aliceBase}/collections/`)).json()
  expect(mine.collections).toEqual([expect.objectContaining({ id: collectionId, name: 'Private plans', isPublic: false })])
  expect((await (await alice.api.get('/home/api/user/')).json()).user.fullName).toBe('Alice Owner')
  for (const c of [alice, mallory, anon]) await c.api.dispose()
})

test('Open redirect: a signed-in visit to /signin/ follows only our own referrer paths', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  await signUp(c)
  const cases: [string, string][] = [
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/d/online/all-events/?page=2', '/d/online/all-events/?page=2'],
  ]
  for (const [referrer, expected] of cases) {
    const res = await c.api.get(`/signin/?referrer=${encodeURIComponent(referrer)}`, { maxRedirects: 0 })
    expect(res.status(), referrer).toBeGreaterThanOrEqual(300)
    expect(res.status(), referrer).toBeLessThan(400)
    expect(new URL(res.headers().location!, baseURL).toString(), referrer).toBe(new URL(expected, baseURL).toString())
  }
  await c.api.dispose()
})

test('Brute force: wrong passwords earn a growing delay with Retry-After, not a lock; the right password works once it passes', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  await c.api.post('/home/api/auth/signout/', { headers: jsonHeaders(c), data: {} })
  for (let i = 0; i < 3; i++) {
    const res = await signIn(c, user.email, `wrong-guess-${i}`)
    expect(res.status()).toBe(401)
    expect(await res.json()).toEqual({ error: 'UNAUTHENTICATED', error_description: 'That email and password do not match an account.' })
  }
  const slowed = await signIn(c, user.email, user.password)
  expect(slowed.status()).toBe(429)
  expect((await slowed.json()).error).toBe('RATE_LIMITED')
  const retryAfter = Number(slowed.headers()['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(2)
  await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100))
  expect((await signIn(c, user.email, user.password)).status()).toBe(200)
  // An unknown email answers exactly like a wrong password.
  const unknown = await signIn(c, uniqueEmail('nobody'), 'whatever-1')
  expect(unknown.status()).toBe(401)
  expect(await unknown.json()).toEqual({ error: 'UNAUTHENTICATED', error_description: 'That email and password do not match an account.' })
  await c.api.dispose()
})

test('Passwords are never returned: not by sign-up, sign-in, the user endpoint, errors or the data export', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const password = 'Very-Secret-Pw-1234'
  const email = uniqueEmail('secret')
  const up = await c.api.post('/home/api/auth/signup/', { headers: jsonHeaders(c), data: { email, password, fullName: 'Keeper' } })
  const bodies = [await up.text()]
  // Before the mailed link is opened, a sign-in with the password says to open it (decision 050).
  bodies.push(await (await signIn(c, email, password)).text())
  bodies.push(JSON.stringify(await confirmSignUp(c, email)))
  bodies.push(await (await signIn(c, email, password)).text())
  const me = await (await c.api.get('/home/api/user/')).text()
  bodies.push(me)
  const { publicId } = (JSON.parse(me) as { user: { publicId: string } }).user
  bodies.push(await (await c.api.get(`/api/v3/users/${publicId}/export/`)).text())
  bodies.push(await (await c.api.patch(`/api/v3/users/${publicId}/`, { headers: jsonHeaders(c), data: { kind: 'password', currentPassword: password, newPassword: 'x' } })).text())
  bodies.push(await (await c.api.post('/home/api/auth/signup/', { headers: jsonHeaders(c), data: { email, password: `${password}!`, fullName: 'Again' } })).text())
  for (const body of bodies) {
    expect(body).not.toContain(password)
    expect(body).not.toMatch(/scrypt\$|password_hash|passwordHash/)
  }
  const exported = JSON.parse(bodies[5]!) as { account: { email: string } }
  expect(exported.account.email).toBe(email)
  await c.api.dispose()
})

test('Staff APIs answer 401 signed out, 403 to non-staff, and work for staff', async ({ playwright, baseURL }) => {
  const anon = await newClient(playwright, baseURL!)
  expect((await anon.api.get('/api/v3/admin/search/?q=a')).status()).toBe(401)
  const user = await newClient(playwright, baseURL!)
  await signUp(user)
  for (const [method, path, data] of [
    ['GET', '/api/v3/admin/search/?q=a'],
    ['GET', '/api/v3/admin/feature-flags/'],
    ['PUT', '/api/v3/admin/feature-flags/launchCreatorCreditsSectionAttendee/', { enabled: true }],
  ] as [string, string, unknown?][]) {
    const res = await user.api.fetch(path, { method, headers: jsonHeaders(user), data })
    expect(res.status(), path).toBe(403)
  }
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  const found = await (await staff.api.get(`/api/v3/admin/search/?q=${encodeURIComponent(DEMO_STAFF.email)}`)).json()
  expect(found.users).toEqual([expect.objectContaining({ email: DEMO_STAFF.email, isStaff: true })])
  const flags = await (await staff.api.get('/api/v3/admin/feature-flags/')).json()
  expect(Object.keys(flags.flags).sort()).toEqual(
    ['chatbotEnabled', 'enableOldCollectionsLinkInHeader', 'isCreatorHomeActivated', 'isDetachInterestsEnabled', 'launchCreatorCreditsSectionAttendee'].sort(),
  )
  const unknown = await staff.api.put('/api/v3/admin/feature-flags/dropTables/', { headers: jsonHeaders(staff), data: { enabled: true } })
  expect(unknown.status()).toBe(404)
  for (const c of [anon, user, staff]) await c.api.dispose()
})
