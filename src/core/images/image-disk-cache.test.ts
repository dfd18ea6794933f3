import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { pruneCacheDirectory, writeCachedFile } from './image-disk-cache'

test('The optimizer cache stays within its bound, dropping the oldest files first', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-cache-'))
  for (let i = 0; i < 30; i++) {
    const file = path.join(dir, `b${String(i).padStart(2, '0')}.webp`)
    await writeCachedFile(file, new Uint8Array(1000), { maxBytes: 1e9, maxFiles: 1e9 })
    await fs.utimes(file, new Date(), new Date(Date.now() - (30 - i) * 60_000))
  }
  await pruneCacheDirectory(dir, { maxBytes: 20_000, maxFiles: 1000 })
  const left = (await fs.readdir(dir)).sort()
  expect(left.length).toBe(16)
  expect(left[0]).toBe('b14.webp')
  expect(left.at(-1)).toBe('b29.webp')
  await pruneCacheDirectory(dir, { maxBytes: 1e9, maxFiles: 10 })
  expect((await fs.readdir(dir)).length).toBe(8)
  await fs.rm(dir, { recursive: true })
})

test('Writing a cache file leaves no temporary file behind and prunes on sampled names', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-cache-'))
  for (let i = 0; i < 5; i++) await fs.writeFile(path.join(dir, `old${i}.webp`), new Uint8Array(1000))
  // A name starting with 0 or A is one of the ~1 in 64 writes that prunes.
  await writeCachedFile(path.join(dir, 'Anew.webp'), new Uint8Array(1000), { maxBytes: 3000, maxFiles: 100 })
  const left = await fs.readdir(dir)
  expect(left.every((name) => name.endsWith('.webp'))).toBe(true)
  expect(left.length).toBeLessThanOrEqual(3)
  await fs.rm(dir, { recursive: true })
})
