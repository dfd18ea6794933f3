import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'

// The optimizer's results on disk (issue 21 finding 11): bounded, oldest first out. Widths and quality are
// already restricted to spec §9's, so the cache holds at most (our images × 16 widths × formats); this
// bound keeps even that from filling a disk.

export type DiskCacheBound = { maxBytes: number; maxFiles: number }

export const IMAGE_CACHE_BOUND: DiskCacheBound = { maxBytes: 512 * 1024 * 1024, maxFiles: 20_000 }
// Pruning lists the directory: done after about one write in 64, picked by the written file's hashed name
// (no counter to keep), and down to 80 % so the next prune is not one write away.
const PRUNE_SAMPLE = /^[0A]/
const PRUNE_TO = 0.8

/** Writes `bytes` at `file` atomically (temporary file, then rename); now and then prunes its directory. */
export async function writeCachedFile(file: string, bytes: Uint8Array, bound: DiskCacheBound = IMAGE_CACHE_BOUND): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await fs.writeFile(tmp, bytes)
  await fs.rename(tmp, file)
  if (PRUNE_SAMPLE.test(path.basename(file))) await pruneCacheDirectory(path.dirname(file), bound)
}

/** Deletes the oldest files of `dir` until it is within `bound` (to 80 % of it once over). */
export async function pruneCacheDirectory(dir: string, bound: DiskCacheBound): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const files = (
    await Promise.all(
      names.map(async (name) => {
        const stat = await fs.stat(path.join(dir, name)).catch(() => null)
        return stat?.isFile() ? { name, size: stat.size, mtimeMs: stat.mtimeMs } : null
      }),
    )
  ).filter((f) => f !== null)
  let bytes = files.reduce((sum, f) => sum + f.size, 0)
  let count = files.length
  if (bytes <= bound.maxBytes && count <= bound.maxFiles) return
  files.sort((a, b) => a.mtimeMs - b.mtimeMs)
  for (const file of files) {
    if (bytes <= bound.maxBytes * PRUNE_TO && count <= bound.maxFiles * PRUNE_TO) break
    await fs.rm(path.join(dir, file.name), { force: true })
    bytes -= file.size
    count--
  }
}
