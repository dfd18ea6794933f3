// Issue 21 "standing attack suite": access between users. User B (signed in, with a valid CSRF token)
// and an anonymous visitor try every user-scoped endpoint of user A: account, export, photo,
// verification email, saves, follows, interests, collections (and a private collection's events) and
// orders. Each is refused with 401, 403 or 404 as JSON, and A's data reads the same afterwards.
import { expect, test, type APIResponse } from '@playwright/test'
import { jsonHeaders, newClient, signUp, someEventIds, type Client } from '../api/helpers/accounts'

type Attempt = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; data?: unknown }

async function send(c: Client, a: Attempt): Promise<APIResponse> {
  return c.api.fetch(a.path, { method: a.method, headers: jsonHeaders(c), ...(a.method === 'GET' ? {} : { data: a.data ?? {} }) })
}

test("Another user and an anonymous visitor can neither read nor change a user's own data", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const a = await newClient(playwright, baseURL!)
  const owner = await signUp(a, { password: 'owner-passphrase-2026' })
  const [eventId, otherEventId] = await someEventIds(a, 2)
  const events = (await (await a.api.get(`/api/v3/destination/events/?event_ids=${eventId}`)).json()) as { events: { primary_organizer_id: string }[] }
  const organizerId = events.events[0]!.primary_organizer_id
  const h = jsonHeaders(a)
  expect((await a.api.put(`/api/v3/users/${owner.publicId}/saves/${eventId}/`, { headers: h, data: {} })).status()).toBe(200)
  expect((await a.api.put(`/api/v3/users/${owner.publicId}/follows/${organizerId}/`, { headers: h, data: {} })).status()).toBe(200)
  const created = await a.api.post(`/api/v3/users/${owner.publicId}/collections/`, { headers: h, data: { name: 'Private plans', isPublic: false } })
  expect(created.status(), await created.text()).toBe(201)
  const collectionId = ((await created.json()) as { collection: { id: string } }).collection.id
  expect((await a.api.put(`/api/v3/collections/${collectionId}/events/${eventId}/`, { headers: h, data: {} })).status()).toBeLessThan(300)

  const u = `/api/v3/users/${owner.publicId}`
  const attempts: Attempt[] = [
    { method: 'PATCH', path: `${u}/`, data: { kind: 'name', fullName: 'Taken Over' } },
    { method: 'PATCH', path: `${u}/`, data: { kind: 'email', email: 'attacker@example.com', currentPassword: 'owner-passphrase-2026' } },
    { method: 'PATCH', path: `${u}/`, data: { kind: 'password', currentPassword: 'owner-passphrase-2026', newPassword: 'attacker-passphrase-1' } },
    { method: 'DELETE', path: `${u}/`, data: { password: 'owner-passphrase-2026', confirmation: 'DELETE' } },
    { method: 'GET', path: `${u}/export/` },
    { method: 'DELETE', path: `${u}/photo/` },
    { method: 'POST', path: `${u}/verification-email/` },
    { method: 'GET', path: `${u}/saves/` },
    { method: 'PUT', path: `${u}/saves/${otherEventId}/` },
    { method: 'DELETE', path: `${u}/saves/${eventId}/` },
    { method: 'GET', path: `${u}/follows/` },
    { method: 'PUT', path: `${u}/follows/${organizerId}/` },
    { method: 'DELETE', path: `${u}/follows/${organizerId}/` },
    { method: 'GET', path: `${u}/interests/` },
    { method: 'PUT', path: `${u}/interests/`, data: { categories: [], subcategories: [], tags: ['hijacked'] } },
    { method: 'GET', path: `${u}/collections/` },
    { method: 'POST', path: `${u}/collections/`, data: { name: 'Planted' } },
    { method: 'GET', path: `/api/v3/collections/${collectionId}/` },
    { method: 'PATCH', path: `/api/v3/collections/${collectionId}/`, data: { name: 'Renamed by B', isPublic: true } },
    { method: 'DELETE', path: `/api/v3/collections/${collectionId}/` },
    { method: 'PUT', path: `/api/v3/collections/${collectionId}/events/${otherEventId}/` },
    { method: 'DELETE', path: `/api/v3/collections/${collectionId}/events/${eventId}/` },
    { method: 'GET', path: `${u}/orders/` },
  ]

  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        [`${u}/saves/`, `${u}/follows/`, `${u}/interests/`, `${u}/collections/`, `/api/v3/collections/${collectionId}/`, '/home/api/user/'].map(async (p) => {
          const res = await a.api.get(p)
          return [p, res.status(), await res.text()]
        }),
      ),
    )
  const before = await snapshot()

  const b = await newClient(playwright, baseURL!)
  await signUp(b)
  const anonymous = await newClient(playwright, baseURL!)
  for (const [who, client] of [['user B', b], ['anonymous', anonymous]] as const) {
    for (const attempt of attempts) {
      const res = await send(client, attempt)
      const label = `${who}: ${attempt.method} ${attempt.path} → ${res.status()}`
      expect([401, 403, 404], label).toContain(res.status())
      expect(res.headers()['content-type'], label).toContain('application/json')
      expect(await res.json(), label).toMatchObject({ error: expect.any(String), error_description: expect.any(String) })
    }
  }
  expect(await snapshot()).toBe(before)
  // The owner's password still works (B's attempts to change it did nothing).
  const again = await newClient(playwright, baseURL!)
  const signIn = await again.api.post('/home/api/auth/signin/', { headers: jsonHeaders(again), data: { email: owner.email, password: 'owner-passphrase-2026' } })
  expect(signIn.status()).toBe(200)
  for (const c of [a, b, anonymous, again]) await c.api.dispose()
})
