// Issue 41's acceptance for webhooks with real server processes (decision 066): two app instances of the
// built app on one fresh PostgreSQL database, each running its own delivery loop, fan the queued changes
// out and deliver each attempt once. The receiver, on loopback, fails every message's first attempt and
// takes the second: it must hear each message exactly twice (attempt 1 refused, attempt 2 taken), each
// signed to the Standard Webhooks specification (checked with the official `standardwebhooks` package).
// Needs TEST_DATABASE_URL; builds the app first when the build is missing or stale.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { generateWebhookSecret, sealWebhookSecret } from '@/core/webhooks/webhook-signature'
import { insertWebhookEndpoint, insertWebhookOutboxRow } from '@/core/webhooks/webhooks-repository'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { ensureBuilt } from '../../scripts/lib/ensure-built'
import { insertEvent } from '../factories/insert-event'
import { insertOrganizer } from '../factories/insert-organizer'
import { insertUser } from '../factories/insert-user'
import { createPgTestDb, TEST_DATABASE_URL } from '../helpers/test-db'
import { startAppInstance, stopAppInstances, untilAnswering, type AppInstance } from './app-instances'

// Within this helper's port block, clear of the Playwright servers and the reminders' two instances.
const PORT_A = Number(process.env.MULTI_INSTANCE_PORT ?? 3736) + 2
const CHANGES = 12
// Both instances seal and open endpoint secrets with the same server secret, as a deployment sets it.
const SERVER_SECRET = 'two instances share this ticketing secret (32+ chars)'

type Heard = { id: string; attempt: number; status: number; verified: boolean }

let database: DbHandle
let dataDir: string
let instances: AppInstance[] = []
let receiver: http.Server
const heard: Heard[] = []
const secret = generateWebhookSecret()

/** Refuses each message's first delivery with a 500 and takes the next one with a 200. */
function startReceiver(): Promise<string> {
  const verifier = new Webhook(secret)
  const seen = new Set<string>()
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const id = String(req.headers['webhook-id'])
      let verified = true
      try {
        verifier.verify(body, { 'webhook-id': id, 'webhook-timestamp': String(req.headers['webhook-timestamp']), 'webhook-signature': String(req.headers['webhook-signature']) })
      } catch {
        verified = false
      }
      const status = seen.has(id) ? 200 : 500
      seen.add(id)
      heard.push({ id, attempt: heard.filter((h) => h.id === id).length + 1, status, verified })
      res.writeHead(status).end()
    })
  })
  return new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`)))
}

const delivered = async () =>
  (await queryRows<{ succeeded: number }>(database.db, sql`select count(*)::int as succeeded from webhook_deliveries where status = 'succeeded'`))[0]!.succeeded

describe.skipIf(!TEST_DATABASE_URL)('Webhooks from two app instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    ensureBuilt()
    database = await createPgTestDb()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-webhooks-'))
    const url = await startReceiver()
    const owner = await insertUser(database.db)
    const organizer = await insertOrganizer(database.db, { ownerUserId: owner.id })
    const event = await insertEvent(database.db, { organizerId: organizer.id, status: 'live' })
    const now = new Date()
    await insertWebhookEndpoint(database.db, { organizerId: organizer.id, url, eventTypes: ['event.updated'], secret: sealWebhookSecret(secret, SERVER_SECRET), createdAt: now, updatedAt: now })
    // Queued as an edit queues them (update-event.ts), before either instance starts.
    for (let i = 0; i < CHANGES; i++) await insertWebhookOutboxRow(database.db, event.id, 'event.updated', now)
    const settings = { TICKETING_SECRET: SERVER_SECRET, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1', WEBHOOK_RETRY_SCALE: '0.001', WEBHOOK_POLL_MS: '100', WEBHOOK_TIMEOUT_MS: '5000', TEST_CLOCK: '0' }
    instances = [startAppInstance(PORT_A, database.databaseUrl!, dataDir, settings), startAppInstance(PORT_A + 1, database.databaseUrl!, dataDir, settings)]
    await Promise.all(instances.map(untilAnswering))
  }, 900_000)

  afterAll(async () => {
    await stopAppInstances(instances)
    await new Promise((resolve) => receiver?.close(resolve))
    await database?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  test(`Each of ${CHANGES} changes reaches the receiver as one message, refused once and taken once, while both instances deliver`, async () => {
    await expect.poll(delivered, { timeout: 60_000, interval: 250 }).toBe(CHANGES)
    // Both loops look for work ten more times meanwhile: nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const ids = [...new Set(heard.map((h) => h.id))]
    expect(ids).toHaveLength(CHANGES)
    for (const id of ids) expect(heard.filter((h) => h.id === id).map((h) => [h.attempt, h.status]), id).toEqual([[1, 500], [2, 200]])
    expect(heard.every((h) => h.verified)).toBe(true)
  }, 6 * 60_000)
})
