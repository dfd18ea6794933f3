// Real-HTTP helpers for the account specs: a fresh API client with its CSRF cookie, and sign-up/sign-in.
import { randomBytes } from 'node:crypto'
import type { APIRequestContext, PlaywrightWorkerArgs } from '../../e2e/fixtures'
import { mailedSignUpToken } from './mailbox'

export type Client = { api: APIRequestContext; csrf: string; baseURL: string }

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
}

export async function newClient(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<Client> {
  return newClientFromContext(await playwright.request.newContext({ baseURL }), baseURL)
}

/** A client on a request context made elsewhere (a helper given only another client). */
export async function newClientFromContext(api: APIRequestContext, baseURL: string): Promise<Client> {
  await api.get('/home/api/user/')
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value
  return { api, csrf, baseURL }
}

export function jsonHeaders(c: Client): Record<string, string> {
  return { Origin: c.baseURL, 'X-CSRFToken': c.csrf, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
}

export async function sessionCookie(c: Client): Promise<string | undefined> {
  return (await c.api.storageState()).cookies.find((k) => k.name === 'tessera_session')?.value
}

/**
 * Signs up and opens the mailed link as the person would (decision 050): the account is made, its address
 * confirmed, and `c` is signed in to it.
 */
export async function signUp(c: Client, input: { email?: string; password?: string; fullName?: string } = {}) {
  const body = { email: input.email ?? uniqueEmail('user'), password: input.password ?? 'journey-pass-1', fullName: input.fullName ?? 'Test Person' }
  const res = await c.api.post('/home/api/auth/signup/', { headers: jsonHeaders(c), data: body })
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`)
  await confirmSignUp(c, body.email)
  const me = (await (await c.api.get('/home/api/user/')).json()) as { user: { publicId: string } | null }
  if (!me.user) throw new Error('the sign-up link signed nobody in')
  return { ...body, publicId: me.user.publicId }
}

/** Opens the newest sign-up link mailed to `email` as `c`: makes the account and signs `c` in. */
export async function confirmSignUp(c: Client, email: string) {
  const token = await mailedSignUpToken(c.baseURL, email)
  const res = await c.api.post('/home/api/auth/verify-email/', { headers: jsonHeaders(c), data: { token } })
  if (res.status() !== 200) throw new Error(`confirming the sign-up failed: ${res.status()} ${await res.text()}`)
  return (await res.json()) as { emailVerified: true; signedIn: boolean; next: string | null }
}

export async function signIn(c: Client, email: string, password: string) {
  return c.api.post('/home/api/auth/signin/', { headers: jsonHeaders(c), data: { email, password } })
}

/** The id of some upcoming demo event (optionally online), from the public search API. */
export async function someEventIds(c: Client, count: number, query = 'online_events_only=true&sort=date'): Promise<string[]> {
  const res = await c.api.get(`/api/v3/destination/search/?${query}&page_size=${count}`)
  const body = (await res.json()) as { events: { results: { id: string }[] } }
  return body.events.results.map((e) => e.id)
}
