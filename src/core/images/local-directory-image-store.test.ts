import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from './local-directory-image-store'

async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'tessera-images-'))
}

test('A stored image reads back with its bytes and content type', async () => {
  const dir = await tempDir()
  const store = createLocalDirectoryImageStore(dir)
  const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3])
  await store.put('demo/music-1.png', bytes, 'image/png')
  expect(await store.has('demo/music-1.png')).toBe(true)
  const image = await store.get('demo/music-1.png')
  expect(image?.contentType).toBe('image/png')
  expect(Array.from(image?.bytes ?? [])).toEqual(Array.from(bytes))
  expect(await fs.readdir(path.join(dir, 'demo'))).toEqual(['music-1.png'])
  await fs.rm(dir, { recursive: true, force: true })
})

test('Writing a key again replaces the file whole', async () => {
  const dir = await tempDir()
  const store = createLocalDirectoryImageStore(dir)
  await store.put('a.png', new Uint8Array([1, 2, 3, 4, 5]), 'image/png')
  await store.put('a.png', new Uint8Array([9]), 'image/png')
  expect(Array.from((await store.get('a.png'))?.bytes ?? [])).toEqual([9])
  expect(await fs.readdir(dir)).toEqual(['a.png'])
  await fs.rm(dir, { recursive: true, force: true })
})

test('A missing image is null, not an error', async () => {
  const dir = await tempDir()
  const store = createLocalDirectoryImageStore(dir)
  expect(await store.get('demo/none.png')).toBeNull()
  expect(await store.has('demo/none.png')).toBe(false)
  await fs.rm(dir, { recursive: true, force: true })
})

test('Keys that could escape the folder are refused', async () => {
  const dir = await tempDir()
  const store = createLocalDirectoryImageStore(path.join(dir, 'images'))
  await fs.writeFile(path.join(dir, 'secret.png'), 'secret')
  for (const key of ['../secret.png', '/etc/passwd', 'a//b.png', 'demo/../../secret.png', 'Demo/UPPER.png']) {
    await expect(store.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(/unsafe image key/)
    expect(await store.get(key)).toBeNull()
    expect(await store.has(key)).toBe(false)
  }
  await fs.rm(dir, { recursive: true, force: true })
})

test('A content type that contradicts the file extension is refused', async () => {
  const dir = await tempDir()
  const store = createLocalDirectoryImageStore(dir)
  await expect(store.put('a.png', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/implies image\/png/)
  await fs.rm(dir, { recursive: true, force: true })
})
