// Compressed response bodies, remembered by the SHA-256 of the bytes they compress. The hot endpoints
// answer the same bytes again and again (an autocomplete answer from its cache, a results page whose events
// did not change), and hashing a body costs about a tenth of compressing it. Keyed by content, an entry
// can never be served for other bytes: the cache changes how fast, never what.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

export type BodyEncoding = 'br' | 'gzip'

function compress(body: Buffer, encoding: BodyEncoding): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body)
  // Quality 3 compresses a 66 KB results page in ~0.35 ms to within 3% of quality 4's size, at 60% of its
  // time; the static files get quality 11 once (static-brotli.ts). Compressing in this thread, not the
  // thread pool, spares two thread hand-offs that cost more than compressing bodies this small.
  return zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
}

export type CompressedBodyCache = {
  compressed: (body: Buffer, encoding: BodyEncoding) => Buffer
  /** Bytes held now (compressed bodies). */
  heldBytes: () => number
  /** For the cache registry: keyed by content, it never needs dropping, but `clear` empties it. */
  clear: () => void
  stats: () => { hits: number; misses: number; size: number }
}

/** A cache holding at most `maxBytes` of compressed bodies, least recently used out first. */
export function createCompressedBodyCache(maxBytes: number): CompressedBodyCache {
  const entries = new Map<string, Buffer>()
  let held = 0
  let hits = 0
  let misses = 0
  return {
    compressed(body, encoding) {
      const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`
      const hit = entries.get(key)
      if (hit) {
        // Refresh its place in the recency order.
        entries.delete(key)
        entries.set(key, hit)
        hits++
        return hit
      }
      misses++
      const out = compress(body, encoding)
      if (out.length > maxBytes) return out
      entries.set(key, out)
      held += out.length
      for (const [oldKey, old] of entries) {
        if (held <= maxBytes) break
        entries.delete(oldKey)
        held -= old.length
      }
      return out
    },
    heldBytes: () => held,
    clear() {
      entries.clear()
      held = 0
    },
    stats: () => ({ hits, misses, size: entries.size }),
  }
}
