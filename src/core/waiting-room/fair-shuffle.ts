// The provably fair order of a waiting room's pre-queue (issue 42). Pure and dependency-free on purpose:
// scripts/verify-queue.ts runs this same file against what the site publishes, and anyone can rewrite it
// from the description below.
//
// The algorithm (docs/waiting-room.md says the same in words):
// 1. Before the pre-queue opens, a 32-byte seed is drawn at random and kept secret; its SHA-256
//    (lowercase hex) is published on the event page as the commitment.
// 2. At the on-sale instant the entries of the pre-queue are listed in canonical order: by join time,
//    then by id (ids are random text, so no one chooses theirs to sort first).
// 3. A stream of random 32-bit numbers is read from SHA-256(seed || "tessera-queue" || counter), counter a
//    big-endian 64-bit integer from 0, each digest giving eight numbers (big-endian, in order).
// 4. Fisher–Yates from the end: for i = n−1 down to 1, j is drawn uniformly in 0..i by rejection (numbers at
//    or above the largest multiple of i+1 below 2³² are skipped, so there is no modulo bias), and entries i
//    and j swap. The result, first to last, is the admission order.
// 5. After the shuffle the seed is published beside the entries: SHA-256(seed) must equal the commitment,
//    and steps 2–4 must give the published order.
import { createHash } from 'node:crypto'

export type PrequeueEntry = { id: string; joinedAt: string }

const DOMAIN = Buffer.from('tessera-queue', 'utf8')
const TWO_32 = 0x1_0000_0000

/** The commitment to a seed: SHA-256 of its bytes, as lowercase hex. */
export function computeSeedCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex')
}

/** Entries in the order the shuffle starts from: by join time (ISO 8601 in UTC), then id. */
export function sortCanonically<T extends PrequeueEntry>(entries: readonly T[]): T[] {
  // Each time is parsed once, not once per comparison: the shuffle sorts 100,000 entries within its second.
  return entries
    .map((entry) => ({ entry, at: Date.parse(entry.joinedAt) }))
    .sort((a, b) => a.at - b.at || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0))
    .map(({ entry }) => entry)
}

/** The seed's stream of uniform 32-bit numbers (step 3). */
export function createSeedStream(seedHex: string): () => number {
  const seed = Buffer.from(seedHex, 'hex')
  const counter = Buffer.alloc(8)
  let block = 0n
  let digest: Buffer = Buffer.alloc(0)
  let offset = 32
  return () => {
    if (offset === 32) {
      counter.writeBigUInt64BE(block++)
      digest = createHash('sha256').update(seed).update(DOMAIN).update(counter).digest()
      offset = 0
    }
    const value = digest.readUInt32BE(offset)
    offset += 4
    return value
  }
}

/** A uniform integer in 0..max (inclusive), by rejection (step 4). */
function uniformUpTo(next: () => number, max: number): number {
  const range = max + 1
  const limit = TWO_32 - (TWO_32 % range)
  for (;;) {
    const value = next()
    if (value < limit) return value % range
  }
}

/**
 * The admission order of the pre-queue: a permutation of the entries' ids drawn from the seed. The same
 * seed and entries always give the same order; which order they were passed in does not matter.
 */
export function computeFairOrder(seedHex: string, entries: readonly PrequeueEntry[]): string[] {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('The seed must be 32 bytes as lowercase hex.')
  const order = sortCanonically(entries).map((entry) => entry.id)
  const next = createSeedStream(seedHex)
  for (let i = order.length - 1; i > 0; i--) {
    const j = uniformUpTo(next, i)
    const swap = order[i]!
    order[i] = order[j]!
    order[j] = swap
  }
  return order
}

export type FairnessCheck = { ok: true } | { ok: false; reason: string }

/** Step 5: the published seed matches the commitment, and the published order is the one it gives. */
export function verifyFairOrder(published: { commitment: string; seed: string; entries: readonly PrequeueEntry[]; order: readonly string[] }): FairnessCheck {
  if (computeSeedCommitment(published.seed) !== published.commitment.toLowerCase()) {
    return { ok: false, reason: 'SHA-256 of the seed is not the commitment published before the pre-queue opened.' }
  }
  const expected = computeFairOrder(published.seed, published.entries)
  if (expected.length !== published.order.length) return { ok: false, reason: `The order lists ${published.order.length} entries; the pre-queue had ${expected.length}.` }
  const first = expected.findIndex((id, i) => published.order[i] !== id)
  if (first >= 0) return { ok: false, reason: `Place ${first + 1} should be ${expected[first]}, not ${published.order[first]}.` }
  return { ok: true }
}

/**
 * Spearman's rank correlation between two orders of the same ids (1: the same order, about 0: unrelated),
 * for the benchmark's fairness figures.
 */
export function rankCorrelation(a: readonly string[], b: readonly string[]): number {
  const n = a.length
  if (n < 2) return 1
  const rankInB = new Map(b.map((id, i) => [id, i]))
  let sumSquares = 0
  for (let i = 0; i < n; i++) {
    const d = i - rankInB.get(a[i]!)!
    sumSquares += d * d
  }
  return 1 - (6 * sumSquares) / (n * (n * n - 1))
}
