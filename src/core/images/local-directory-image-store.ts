// The default ImageStore adapter (ARCHITECTURE §1): files under one folder, one file per key.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { isSafeImageKey, type ImageStore } from './image-store'

// The content type travels with the file name: a store read back after a restart needs no side index.
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
}

/** Stores images as files under `rootDir`; keys that could escape the folder are refused. */
const NOT_A_FILE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR'])

export function createLocalDirectoryImageStore(rootDir: string): ImageStore {
  const root = path.resolve(rootDir)

  function fileFor(key: string): string {
    if (!isSafeImageKey(key)) throw new Error(`Refusing unsafe image key ${JSON.stringify(key)}`)
    const file = path.resolve(root, key)
    // Belt and braces: the key pattern already forbids `..`, but the path is what touches the disk.
    if (!file.startsWith(root + path.sep)) throw new Error(`Refusing unsafe image key ${JSON.stringify(key)}`)
    return file
  }

  return {
    async put(key, bytes, contentType) {
      const file = fileFor(key)
      const expected = contentTypeOf(key)
      if (expected !== contentType) {
        throw new Error(`Image key ${key} implies ${expected}, but ${contentType} was given`)
      }
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Write then rename: a reader never sees half a file, and a crash leaves only a stray temp file.
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
      try {
        await fs.writeFile(tmp, bytes)
        await fs.rename(tmp, file)
      } catch (error) {
        await fs.rm(tmp, { force: true })
        throw error
      }
    },
    async get(key) {
      if (!isSafeImageKey(key)) return null
      try {
        const bytes = await fs.readFile(fileFor(key))
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: contentTypeOf(key) }
      } catch (error) {
        // A key naming a folder (/images/demo) is no image either, not a server error.
        if (NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return null
        throw error
      }
    },
    async remove(key) {
      if (!isSafeImageKey(key)) return
      await fs.rm(fileFor(key), { force: true })
    },
    async has(key) {
      if (!isSafeImageKey(key)) return false
      try {
        const stat = await fs.stat(fileFor(key))
        return stat.isFile()
      } catch {
        return false
      }
    },
  }
}
