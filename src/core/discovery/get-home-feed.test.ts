import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import type { DbHandle } from '@/db/create-db'
import { images } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { createTestDb } from '../../../tests/helpers/test-db'
import { loadHomeTiles } from './get-home-feed'
import { createCacheRegistry } from '@/server/cache-registry'

let handle: DbHandle
let dir: string
const STORED_BLUR = 'data:image/png;base64,c3RvcmVk'

async function storePicture(key: string, blurDataUrl: string | null): Promise<number> {
  const bytes = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#a03070' } })
    .png()
    .toBuffer()
  await createLocalDirectoryImageStore(dir).put(key, new Uint8Array(bytes), 'image/png')
  const [row] = await handle.db
    .insert(images)
    .values({
      storageKey: key,
      contentType: 'image/png',
      width: 64,
      height: 32,
      byteSize: bytes.length,
      blurDataUrl,
    })
    .returning({ id: images.id })
  return row!.id
}

beforeAll(async () => {
  handle = await createTestDb()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-tiles-'))
  const pride = await storePicture('pics/pride.png', STORED_BLUR)
  const other = await storePicture('pics/other.png', STORED_BLUR)
  const dating = await storePicture('pics/dating.png', null)
  for (const imageId of [pride, pride, other])
    await insertEvent(handle.db, { subcategoryId: 13004, categoryId: 113, imageId })
  await insertEvent(handle.db, { subcategoryId: 17001, categoryId: 117, imageId: dating })
})

afterAll(async () => {
  await handle.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test("Home tiles show the picture most of the sub-category's events use, with its blur placeholder or one computed from it", async () => {
  const deps = {
    db: handle.db,
    clock: { now: () => new Date() },
    imageStore: createLocalDirectoryImageStore(dir),
    caches: createCacheRegistry().caches,
  }
  const tiles = await loadHomeTiles(deps)
  const byId = new Map(tiles.map((tile) => [tile.id, tile]))

  const pride = byId.get(13004)!
  expect(pride.key).toBe('TesseraSubCategory/13004')
  expect(pride.imageUrlSmall).toMatchObject({
    src: expect.stringContaining('pride.png'),
    blurDataURL: STORED_BLUR,
  })

  // Stored without a placeholder: one is computed from the picture, 8 px wide at its 2:1 ratio.
  const dating = byId.get(17001)!
  const blur = dating.imageUrlSmall ? dating.imageUrlSmall.blurDataURL : ''
  expect(blur).toMatch(/^data:image\/png;base64,/)
  const meta = await sharp(Buffer.from(blur.split(',')[1]!, 'base64')).metadata()
  expect([meta.width, meta.height]).toEqual([8, 4])

  // No event of the sub-category has a picture: no images. (The first seasonal tile depends on the date;
  // every one of them lacks events here.)
  const seasonal = tiles.find((tile) => tile.id !== 13004 && tile.id !== 17001)!
  expect(seasonal).toMatchObject({ imageUrl: '', imageUrlSmall: '' })
})
