// Shared by the issue 39 abuse specs: a browser of its own (a fresh CSRF cookie, as a new visitor's) and
// its JSON requests, sent through Playwright's request context.
import { expect, type APIResponse } from '../e2e/fixtures'
import { jsonHeaders, type Client } from '../api/helpers/accounts'

export type HeldOrder = { id: string; status: string; access_token: string }

export function post(c: Client, path: string, data: unknown, extra: Record<string, string> = {}): Promise<APIResponse> {
  return c.api.post(path, { headers: { ...jsonHeaders(c), ...extra }, data: data as Record<string, unknown> })
}

/** A hold of `quantity` tickets of the class, answered 201 with the order. */
export async function holdTickets(c: Client, eventId: string, classId: string, quantity: number): Promise<HeldOrder> {
  const res = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: classId, quantity }] })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { order: HeldOrder }).order
}

/** The refusal is a JSON 4xx with the code and a sentence for the buyer; answers its body. */
export async function expectRefusal(res: APIResponse, status: number, code: string): Promise<Record<string, string>> {
  expect(res.status(), await res.text()).toBe(status)
  expect(res.headers()['content-type']).toContain('application/json')
  const body = (await res.json()) as Record<string, string>
  expect(body.error).toBe(code)
  expect(body.error_description).toMatch(/\w+ \w+ \w+/)
  return body
}
