// The cookie that remembers a visitor typed a private event's password (decision 060): the event's pass,
// an HMAC of its id and its password's hash (event-access.ts), HttpOnly and scoped to the whole site so
// that the event page, its ticket classes and its checkout all read it.
import 'server-only'
import { EVENT_PASS_MAX_AGE_SECONDS, eventPassCookieName } from '@/core/events/event-access'
import { requestOrigin } from './http/request-policy'

/** The pass for `eventId` in a Cookie header, or null. */
export function eventPassFromCookieHeader(header: string | null, eventId: number): string | null {
  if (!header) return null
  const name = eventPassCookieName(eventId)
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

export function readEventPass(request: Request, eventId: number): string | null {
  return eventPassFromCookieHeader(request.headers.get('cookie'), eventId)
}

/** The Set-Cookie value that keeps a visitor's pass of `eventId` for 30 days. */
export function eventPassSetCookie(eventId: number, pass: string): string {
  const secure = requestOrigin().startsWith('https:')
  return `${eventPassCookieName(eventId)}=${pass}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${EVENT_PASS_MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`
}
