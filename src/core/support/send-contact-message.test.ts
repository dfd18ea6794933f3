import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { createTestDb } from '../../../tests/helpers/test-db'
import { findLatestContactMessages } from './contact-message-repository'
import { sendContactMessage } from './send-contact-message'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const at = (iso: string) => ({ db: handle.db, clock: { now: () => new Date(iso) } })
const message = { name: ' Ada  Lovelace ', topic: 'attendee' as const, helpLanguage: 'en-us', userId: null }

test('A Contact us message is stored for the support team, tidied', async () => {
  await sendContactMessage(at('2026-11-27T10:00:00Z'), {
    ...message,
    email: 'Ada@Example.com',
    message: '  My ticket\r\nnever arrived.\u0007  ',
    ip: '198.51.100.1',
  })
  const [stored] = await findLatestContactMessages(handle.db, 1)
  expect(stored).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'attendee', message: 'My ticket\nnever arrived.', helpLanguage: 'en-us' })
})

test('One address may send five messages an hour; the sixth is refused and not stored', async () => {
  const send = (i: number) =>
    sendContactMessage(at('2026-11-27T11:05:00Z'), { ...message, email: `sender${i}@example.com`, message: `Question number ${i}`, ip: '198.51.100.7' })
  for (let i = 0; i < 5; i++) await send(i)
  await expect(send(5)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
  const latest = await findLatestContactMessages(handle.db, 10)
  expect(latest.map((m) => m.email)).not.toContain('sender5@example.com')
  // The next hour starts afresh.
  await sendContactMessage(at('2026-11-27T12:01:00Z'), { ...message, email: 'later@example.com', message: 'A later question', ip: '198.51.100.7' })
})

test('One email may send three messages an hour, whatever address it comes from', async () => {
  const send = (i: number) =>
    sendContactMessage(at('2026-11-27T14:10:00Z'), { ...message, email: 'same@example.com', message: `Question number ${i}`, ip: `203.0.113.${i}` })
  for (let i = 0; i < 3; i++) await send(i)
  await expect(send(3)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
})
