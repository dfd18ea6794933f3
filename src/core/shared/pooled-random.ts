// Random bytes for the many small draws of a purchase (a ticket code each, a payment reference): drawn
// from a pool filled 4 KB at a time by the system's CSPRNG, as Node's own randomUUID does, instead of a
// call into OpenSSL for each 12 or 16 bytes (issue 36: those calls were 3% of a purchase's CPU). The
// bytes are as unpredictable as randomBytes'; each is handed out once.
import { randomFillSync } from 'node:crypto'

const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
let offset = POOL_BYTES

/** `size` fresh random bytes (at most 4096), a copy the caller owns. */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} pooled random bytes at once`)
  if (offset + size > POOL_BYTES) {
    randomFillSync(pool)
    offset = 0
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size))
  // Handed-out bytes are wiped from the pool, so nothing that reads it later can learn them.
  pool.fill(0, offset, offset + size)
  offset += size
  return bytes
}
