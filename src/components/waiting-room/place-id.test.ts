import { expect, test } from 'vitest'
import { signPlaceToken } from '@/core/waiting-room/queue-tokens'
import { computePlaceId } from './place-id'

test('A waiting page reads its place’s anonymous id from the place token the server signed, and nothing from a garbled one', () => {
  const token = signPlaceToken('secret', { eventId: 7, roomId: 'room_abc', entryId: 'place_Zx9-q_1', session: 'hash' })
  expect(computePlaceId(token)).toBe('place_Zx9-q_1')
  expect(computePlaceId('not a token')).toBeNull()
  expect(computePlaceId('%%%.sig')).toBeNull()
})
