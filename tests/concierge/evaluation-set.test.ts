// Issue 7 acceptance: the built-in interpreter gets at least 95% of the evaluation set's fields right.
// Places come from a small gazetteer here; src/core/concierge/ask-concierge.test.ts runs the same set on the real
// places table and seeded events.
import { expect, test } from 'vitest'
import type { ConciergeSearch } from '@/core/concierge/concierge-search'
import { EVALUATION_HOME, EVALUATION_NOW, EVALUATION_SET, type EvaluationCase, type ExpectedSearch } from './evaluation-set'
import { interpretConversation, type PlaceMatch } from '@/core/concierge/message-interpretation'

const GAZETTEER: readonly [name: string, timeZone: string][] = [
  ['New York', 'America/New_York'], ['Brooklyn', 'America/New_York'], ['Boston', 'America/New_York'],
  ['Miami', 'America/New_York'], ['Toronto', 'America/Toronto'], ['Austin', 'America/Chicago'],
  ['Chicago', 'America/Chicago'], ['Nashville', 'America/Chicago'], ['Denver', 'America/Denver'],
  ['Los Angeles', 'America/Los_Angeles'], ['San Francisco', 'America/Los_Angeles'], ['Seattle', 'America/Los_Angeles'],
  ['Portland', 'America/Los_Angeles'], ['London', 'Europe/London'], ['Paris', 'Europe/Paris'],
  ['Berlin', 'Europe/Berlin'], ['Sydney', 'Australia/Sydney'],
]

async function lookupPlace(name: string): Promise<PlaceMatch | null> {
  const found = GAZETTEER.find(([known]) => known.toLowerCase() === name)
  return found ? { placeId: found[0], name: found[0], slug: found[0].toLowerCase().replace(/ /g, '-'), timeZone: found[1] } : null
}

const context = { now: EVALUATION_NOW, homeTimeZone: EVALUATION_HOME.timeZone, lookupPlace }

type FieldResult = { field: string; ok: boolean; got: unknown; want: unknown }

function compare(got: ConciergeSearch, want: ExpectedSearch): FieldResult[] {
  const place = got.place.kind === 'named' ? got.place.name : got.place.kind
  const pairs: [string, unknown, unknown][] = [
    ['text', got.text, want.text ?? null],
    ['place', place, want.place ?? 'here'],
    ['dates', got.dates, want.dates ?? null],
    ['timeOfDay', got.timeOfDay, want.timeOfDay ?? null],
    ['categoryIds', got.categoryIds, [...(want.categoryIds ?? [])].sort((a, b) => a - b)],
    ['subcategoryIds', got.subcategoryIds, [...(want.subcategoryIds ?? [])].sort((a, b) => a - b)],
    ['formatIds', got.formatIds, [...(want.formatIds ?? [])].sort((a, b) => a - b)],
    ['tags', got.tags, [...(want.tags ?? [])].sort()],
    ['price', got.price, want.price ?? null],
    ['maxPriceMinor', got.maxPriceMinor, want.maxPriceMinor ?? null],
  ]
  return pairs.map(([field, g, w]) => ({ field, ok: JSON.stringify(g) === JSON.stringify(w), got: g, want: w }))
}

async function score(c: EvaluationCase): Promise<FieldResult[]> {
  const result = await interpretConversation(c.query, c.history ?? [], context)
  if (c.expect === 'ask_user') return [{ field: 'ask_user', ok: result.vague, got: result.vague, want: true }]
  return [{ field: 'ask_user', ok: !result.vague, got: result.vague, want: false }, ...compare(result.search, c.expect)]
}

test('The evaluation set has at least 150 queries, with follow-ups and vague requests among them', () => {
  expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(150)
  expect(EVALUATION_SET.filter((c) => c.history).length).toBeGreaterThanOrEqual(15)
  expect(EVALUATION_SET.filter((c) => c.expect === 'ask_user').length).toBeGreaterThanOrEqual(10)
})

test('The built-in interpreter gets at least 95% of the evaluation set fields right', async () => {
  let right = 0
  let total = 0
  let exact = 0
  const misses: string[] = []
  for (const c of EVALUATION_SET) {
    const fields = await score(c)
    total += fields.length
    right += fields.filter((f) => f.ok).length
    if (fields.every((f) => f.ok)) exact++
    for (const f of fields.filter((x) => !x.ok)) {
      misses.push(`${JSON.stringify(c.query)} ${f.field}: got ${JSON.stringify(f.got)}, want ${JSON.stringify(f.want)}`)
    }
  }
  const fieldScore = right / total
  console.info(
    `Concierge evaluation: ${(fieldScore * 100).toFixed(1)}% of ${total} fields right; ` +
      `${exact}/${EVALUATION_SET.length} queries fully right.` +
      (misses.length > 0 ? `\nMisses:\n  ${misses.join('\n  ')}` : ''),
  )
  expect(fieldScore).toBeGreaterThanOrEqual(0.95)
})
