// Issue 39 finding 8: an account's pictures are bounded (a storage quota, checked before decoding) and an
// upload nothing uses is removed a day later, its files with it; used pictures and recent ones stay.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { events, images, users } from '@/db/schema'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import type { ImageStore } from '@/core/images/image-store'
import { createTestDb } from '../../../tests/helpers/test-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertUser } from '../../../tests/factories/insert-user'
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_MESSAGE } from './assert-upload-allowed'
import { removeUnusedUploads } from './remove-unused-uploads'
import { uploadMedia } from './upload-media'

let handle: DbHandle
let dir: string
let imageStore: ImageStore
beforeAll(async () => {
  handle = await createTestDb()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-uploads-'))
  imageStore = createLocalDirectoryImageStore(dir)
})
afterAll(async () => {
  await handle.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const picture = () => sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 10, g: 120, b: 90 } } }).png().toBuffer()
const at = (iso: string) => ({ db: handle.db, imageStore, clock: { now: () => new Date(iso) } })

test('An account whose kept pictures fill its quota is refused before the picture is decoded or stored', async () => {
  const user = await insertUser(handle.db)
  await handle.db.insert(images).values({ storageKey: `media/test/full-${user.id}.webp`, contentType: 'image/webp', width: 1, height: 1, byteSize: UPLOAD_QUOTA_BYTES, alt: '', uploadedByUserId: user.id })
  const before = await handle.db.$count(images)
  await expect(uploadMedia(at('2026-11-20T10:00:00Z'), { userId: user.id, bytes: await picture(), type: 'image-event-logo' })).rejects.toMatchObject({ code: 'CONFLICT', message: UPLOAD_QUOTA_MESSAGE })
  expect(await handle.db.$count(images)).toBe(before)
  // Someone else uploads as usual.
  const other = await insertUser(handle.db)
  await expect(uploadMedia(at('2026-11-20T10:00:00Z'), { userId: other.id, bytes: await picture(), type: 'image-event-logo' })).resolves.toHaveProperty('id')
})

test('A day after upload, pictures nothing uses are removed with their files; a picture on an event, a profile photo in use and a recent upload stay', async () => {
  const user = await insertUser(handle.db)
  const upload = async (iso: string) => uploadMedia(at(iso), { userId: user.id, bytes: await picture(), type: 'image-event-logo' })
  const unused = await upload('2026-11-20T08:00:00Z')
  const onEvent = await upload('2026-11-20T08:00:00Z')
  const recent = await upload('2026-11-21T07:00:00Z')
  const event = await insertEvent(handle.db, { name: 'Kept Picture Hall' })
  await handle.db.update(events).set({ imageId: Number(onEvent.id) }).where(eq(events.id, event.id))
  // A replaced profile photo (no longer the user's thumbnail) and the one in use.
  await handle.db.insert(images).values([
    { storageKey: `users/${user.publicId}-old.webp`, contentType: 'image/webp', width: 256, height: 256, byteSize: 10, alt: '', createdAt: new Date('2026-11-19T08:00:00Z') },
    { storageKey: `users/${user.publicId}-now.webp`, contentType: 'image/webp', width: 256, height: 256, byteSize: 10, alt: '', createdAt: new Date('2026-11-19T08:00:00Z') },
  ])
  const [photo] = await handle.db.select({ id: images.id }).from(images).where(eq(images.storageKey, `users/${user.publicId}-now.webp`))
  await handle.db.update(users).set({ thumbnailImageId: photo!.id }).where(eq(users.id, user.id))
  const fileOf = (url: string) => path.join(dir, url.replace(/^\/images\//, ''))
  expect(fs.existsSync(fileOf(unused.card.url))).toBe(true)

  const { removed } = await removeUnusedUploads(at('2026-11-21T09:00:00Z'))
  expect(removed).toBeGreaterThanOrEqual(2)
  const left = new Set((await handle.db.select({ id: images.id }).from(images)).map((r) => String(r.id)))
  expect(left.has(unused.id)).toBe(false)
  expect(fs.existsSync(fileOf(unused.card.url))).toBe(false)
  expect(fs.existsSync(fileOf(unused.original.url))).toBe(false)
  expect(left.has(onEvent.id)).toBe(true)
  expect(fs.existsSync(fileOf(onEvent.card.url))).toBe(true)
  expect(left.has(recent.id)).toBe(true)
  expect(left.has(String(photo!.id))).toBe(true)
  const stored = await handle.db.select({ key: images.storageKey }).from(images)
  expect(stored.map((r) => r.key)).not.toContain(`users/${user.publicId}-old.webp`)
})
