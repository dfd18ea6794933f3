import { describe, expect, test } from 'vitest'
import { hashQueueSession, readPlaceToken, signAdmissionToken, signPlaceToken, verifyAdmissionToken } from './queue-tokens'

const SECRET = 'a test secret of the ticketing kind'
const session = hashQueueSession('browser-session-key-1')
const place = { eventId: 42, roomId: 'room_AAAAAAAA', entryId: 'entry_BBBBBBBB', session }
const admission = { ...place, expiresAtMs: 1_000_000 }
const expected = { eventId: 42, roomId: 'room_AAAAAAAA', session, nowMs: 999_999 }

describe('waiting-room tokens', () => {
  test('a place token reads back for its own event, room and session only', () => {
    const token = signPlaceToken(SECRET, place)
    expect(readPlaceToken(SECRET, token, place)).toEqual(place)
    expect(readPlaceToken(SECRET, token, { ...place, eventId: 43 })).toBeNull()
    expect(readPlaceToken(SECRET, token, { ...place, roomId: 'room_CCCCCCCC' })).toBeNull()
    expect(readPlaceToken(SECRET, token, { ...place, session: hashQueueSession('another browser') })).toBeNull()
    expect(readPlaceToken('another secret', token, place)).toBeNull()
    expect(readPlaceToken(SECRET, `${token}x`, place)).toBeNull()
  })

  test('a place token with a position reads it back, and a changed position breaks the signature', () => {
    const token = signPlaceToken(SECRET, { ...place, position: 1234 })
    expect(readPlaceToken(SECRET, token, place)).toEqual({ ...place, position: 1234 })
    expect(token).not.toBe(signPlaceToken(SECRET, place))
    const [body, signature] = token.split('.')
    const moved = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('|1234', '|1')).toString('base64url')
    expect(readPlaceToken(SECRET, `${moved}.${signature}`, place)).toBeNull()
  })

  test('an admission token is refused for each wrong thing, with its reason', () => {
    const token = signAdmissionToken(SECRET, admission)
    expect(verifyAdmissionToken(SECRET, token, expected)).toEqual({ ok: true, claims: admission })
    expect(verifyAdmissionToken(SECRET, token, { ...expected, nowMs: 1_000_000 })).toEqual({ ok: false, reason: 'expired' })
    expect(verifyAdmissionToken(SECRET, token, { ...expected, eventId: 7 })).toEqual({ ok: false, reason: 'other_event' })
    expect(verifyAdmissionToken(SECRET, token, { ...expected, roomId: 'room_CCCCCCCC' })).toEqual({ ok: false, reason: 'other_room' })
    expect(verifyAdmissionToken(SECRET, token, { ...expected, session: hashQueueSession('x') })).toEqual({ ok: false, reason: 'other_session' })
    expect(verifyAdmissionToken('another secret', token, expected)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyAdmissionToken(SECRET, 'not-a-token', expected)).toEqual({ ok: false, reason: 'malformed' })
  })

  test('a place token is not an admission token, nor the other way round', () => {
    const placeToken = signPlaceToken(SECRET, place)
    expect(verifyAdmissionToken(SECRET, placeToken, expected)).toEqual({ ok: false, reason: 'forged' })
    expect(readPlaceToken(SECRET, signAdmissionToken(SECRET, admission), place)).toBeNull()
  })

  test('a changed field breaks the signature', () => {
    const token = signAdmissionToken(SECRET, admission)
    const [body, signature] = token.split('.')
    const tampered = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('1000000', '9999999')).toString('base64url')
    expect(verifyAdmissionToken(SECRET, `${tampered}.${signature}`, expected)).toEqual({ ok: false, reason: 'forged' })
  })
})
