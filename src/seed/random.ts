// A tiny seeded PRNG for the demo data: the same seed must give byte-identical data on every machine,
// so nothing here may touch Math.random or the clock (ARCHITECTURE §4 "deterministic from a seed").

export type Random = {
  /** Uniform float in [0, 1). */
  next: () => number
  /** Uniform integer in [min, max], both ends included. */
  int: (min: number, max: number) => number
  /** Uniform float in [min, max). */
  float: (min: number, max: number) => number
  /** True with probability `p`. */
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** Picks by non-negative weights (not necessarily normalised). */
  weightedPick: <T>(items: readonly T[], weights: readonly number[]) => T
  /** A shuffled copy (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[]
  /** A new independent generator derived from this one and a label, so that adding draws in one part
   * of the generator does not shift every value drawn after it elsewhere. */
  fork: (label: string | number) => Random
}

/** 32-bit FNV-1a: turns labels into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counter): good statistics, 128-bit state, cheap in JS.
 * A class rather than closures: the generator forks one per entity, a million times per big load.
 */
class Sfc32 implements Random {
  private a = 0x9e3779b9
  private b = 0x243f6a88
  private c = 0xb7e15162
  private d: number

  constructor(private readonly seed: number) {
    this.d = (seed ^ 0xdeadbeef) >>> 0
    // Warm up so that nearby seeds diverge straight away.
    for (let i = 0; i < 15; i++) this.next()
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  weightedPick<T>(items: readonly T[], weights: readonly number[]): T {
    if (items.length === 0 || items.length !== weights.length) throw new Error('weightedPick needs one weight per item')
    let total = 0
    for (const w of weights) total += w
    let r = this.next() * total
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] as number
      if (r < 0) return items[i] as T
    }
    return items[items.length - 1] as T
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = out[i] as T
      out[i] = out[j] as T
      out[j] = tmp
    }
    return out
  }

  fork(label: string | number): Random {
    return new Sfc32(hashString(`${this.seed}:${label}`))
  }
}

export function createRandom(seed: number | string): Random {
  return new Sfc32(typeof seed === 'string' ? hashString(seed) : seed >>> 0)
}

/**
 * Cumulative weights for repeated weighted draws from the same list: a binary search per draw instead
 * of a linear scan (the generator draws a city for each of a million events).
 */
export type WeightedTable<T> = { items: readonly T[]; cumulative: Float64Array; total: number }

export function createWeightedTable<T>(items: readonly T[], weights: readonly number[]): WeightedTable<T> {
  if (items.length === 0 || items.length !== weights.length) throw new Error('createWeightedTable needs one weight per item')
  const cumulative = new Float64Array(items.length)
  let total = 0
  for (let i = 0; i < items.length; i++) {
    total += Math.max(0, weights[i] as number)
    cumulative[i] = total
  }
  return { items, cumulative, total }
}

export function drawWeighted<T>(random: Random, table: WeightedTable<T>): T {
  const r = random.next() * table.total
  let lo = 0
  let hi = table.cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((table.cumulative[mid] as number) > r) hi = mid
    else lo = mid + 1
  }
  return table.items[lo] as T
}
