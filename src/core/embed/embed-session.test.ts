import { expect, test } from 'vitest'
import { createEmbedSession, EMBED_SESSION_LIFETIME_MS, verifyEmbedSession } from './embed-session'

const now = new Date('2026-06-01T12:00:00Z')

test('An embedded checkout’s session names its event and is ours until it expires', () => {
  const token = createEmbedSession('secret-a', { eventId: 42, now })
  expect(verifyEmbedSession('secret-a', token, now)).toEqual({ eventId: 42, expiresAt: new Date(Math.floor((now.getTime() + EMBED_SESSION_LIFETIME_MS) / 1000) * 1000) })
  expect(verifyEmbedSession('secret-a', token, new Date(now.getTime() + EMBED_SESSION_LIFETIME_MS - 1000))).not.toBeNull()
  expect(verifyEmbedSession('secret-a', token, new Date(now.getTime() + EMBED_SESSION_LIFETIME_MS))).toBeNull()
})

test('Each page gets its own session, so limits count each checkout apart', () => {
  expect(createEmbedSession('secret-a', { eventId: 42, now })).not.toBe(createEmbedSession('secret-a', { eventId: 42, now }))
})

test('Another secret, a changed event or expiry, a changed signature and junk are all refused', () => {
  const token = createEmbedSession('secret-a', { eventId: 42, now })
  const [version, event, expires, nonce, mac] = token.split('.') as [string, string, string, string, string]
  expect(verifyEmbedSession('secret-b', token, now)).toBeNull()
  expect(verifyEmbedSession('secret-a', [version, '43', expires, nonce, mac].join('.'), now)).toBeNull()
  expect(verifyEmbedSession('secret-a', [version, event, (parseInt(expires, 36) + 3600).toString(36), nonce, mac].join('.'), now)).toBeNull()
  expect(verifyEmbedSession('secret-a', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull()
  for (const junk of ['', 'e1', 'e1.42.x.y.z', `${token}.extra`, token.replace('e1.', 'e2.')]) expect(verifyEmbedSession('secret-a', junk, now)).toBeNull()
})
