// Issue 22 acceptance on the demo data: the typo set (at least 90% corrected) and the relevance set
// (nDCG@10 at least 0.8), each printing its score. The demo events are generated; every query is run
// through the real search on a fresh embedded database seeded with them.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { interpretSearchText } from '@/core/search/interpret-search-text'
import { searchEvents } from '@/core/search/search-events'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { seedDemoData } from '@/seed/seed-demo-data'
import { createCacheRegistry } from '@/server/cache-registry'
import { buildSearchInput } from '../factories/build-search-input'
import { createTestDb } from '../helpers/test-db'
import { RELEVANCE_SET } from './relevance-set'
import { TYPO_SET } from './typo-set'

const NOW = new Date('2026-11-18T15:00:00Z')
let handle: DbHandle
let imageDir: string
const deps = () => ({ db: handle.db, clock: { now: () => NOW }, caches: createCacheRegistry().caches })

beforeAll(async () => {
  handle = await createTestDb()
  imageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'issue22-search-'))
  await seedDemoData(handle, { events: 3000, seed: 22, anchorDate: NOW, imageStore: createLocalDirectoryImageStore(imageDir) })
}, 300_000)

afterAll(async () => {
  await handle?.close()
  if (imageDir) await fs.rm(imageDir, { recursive: true, force: true })
})

test('At least 90% of the typo set is corrected to the word meant', async () => {
  expect(TYPO_SET.length).toBeGreaterThanOrEqual(50)
  const d = deps()
  const misses: string[] = []
  for (const [typed, meant] of TYPO_SET) {
    const plan = await interpretSearchText(d, typed)
    // An unfinished last word is not corrected but completed: it searches the word meant as well.
    const completed = plan.correction === null && (plan.query ?? '').includes(`'${meant.split(' ').at(-1)}'`)
    if (plan.correction?.text !== meant && !completed) misses.push(`${typed} → ${plan.correction?.text ?? '(none)'} (meant ${meant})`)
  }
  const score = (TYPO_SET.length - misses.length) / TYPO_SET.length
  console.log(`Typo set: ${(score * 100).toFixed(1)}% of ${TYPO_SET.length} misspellings corrected${misses.length ? `; missed: ${misses.join(', ')}` : ''}`)
  expect(score).toBeGreaterThanOrEqual(0.9)
}, 120_000)

/** Whole words of a name, lower-case, for judging. */
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/**
 * The relevance judgement (see relevance-set.ts): 2 when the event's name holds every word of the topic,
 * 1 when its summary does, else 0.
 */
function judge(topic: string, event: { name: string; summary: string }): number {
  const wanted = wordsOf(topic)
  const has = (text: string) => {
    const words = new Set(wordsOf(text))
    return wanted.every((w) => words.has(w))
  }
  return has(event.name) ? 2 : has(event.summary) ? 1 : 0
}

const dcg = (gains: readonly number[]) => gains.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0)

test('The relevance set scores nDCG@10 of at least 0.8', async () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(100)
  const d = deps()
  // The ideal page of each query: the best-judged upcoming events of the whole database, one per series.
  const pool = await queryRows<{ name: string; summary: string }>(
    handle.db,
    sql`select distinct on (coalesce(series_parent_id, -id)) name, summary from events
        where status = 'live' and not is_series_parent and start_at >= ${NOW}`,
  )
  const scores: number[] = []
  const worst: string[] = []
  for (const { query, topic } of RELEVANCE_SET) {
    const result = await searchEvents(d, buildSearchInput({ text: query, location: { kind: 'anywhere' }, pageSize: 10 }))
    const shown = result.events.results.map((e) => judge(topic, { name: e.name, summary: e.summary ?? '' }))
    const ideal = pool.map((e) => judge(topic, e)).sort((a, b) => b - a).slice(0, 10)
    const best = dcg(ideal)
    if (best === 0) continue
    const score = dcg(shown) / best
    scores.push(score)
    if (score < 0.8) worst.push(`${query} ${score.toFixed(2)}`)
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length
  console.log(`Relevance set: nDCG@10 ${mean.toFixed(3)} over ${scores.length} queries with relevant events${worst.length ? `; below 0.8: ${worst.join(', ')}` : ''}`)
  expect(scores.length).toBeGreaterThanOrEqual(100)
  expect(mean).toBeGreaterThanOrEqual(0.8)
}, 300_000)
