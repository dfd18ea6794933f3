// `npx tsx scripts/verify-queue.ts <event id> [--site https://tessera.example]` or `… --file fairness.json`:
// checks a waiting room's shuffle (issue 42) from what the site published, with nothing of the site's but
// its answer: GET /api/v3/events/{id}/queue/fairness/ gives the commitment shown before the pre-queue
// opened, the seed, the pre-queue's entries and the admission order. This recomputes the order
// (src/core/waiting-room/fair-shuffle.ts, whose comment is the algorithm) and says whether it matches.
// Exit code 0: fair; 1: it does not match; 2: the shuffle has not run yet or the answer could not be read.
import fs from 'node:fs'
import { verifyFairOrder, type PrequeueEntry } from '../src/core/waiting-room/fair-shuffle'

type Fairness = { commitment: string; seed?: string; entries?: { id: string; joined_at: string }[]; order?: string[] }

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

async function readFairness(): Promise<Fairness> {
  const file = option('file')
  if (file) return JSON.parse(fs.readFileSync(file, 'utf8')) as Fairness
  const event = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
  if (!event || !/^\d+$/.test(event)) throw new Error('usage: npx tsx scripts/verify-queue.ts <event id> [--site URL] | --file fairness.json')
  const site = (option('site') ?? process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const res = await fetch(`${site}/api/v3/events/${event}/queue/fairness/`)
  if (!res.ok) throw new Error(`${site} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as Fairness
}

async function main(): Promise<number> {
  let fairness: Fairness
  try {
    fairness = await readFairness()
  } catch (error) {
    console.error(`verify-queue: ${(error as Error).message}`)
    return 2
  }
  if (!fairness.seed || !fairness.entries || !fairness.order) {
    console.log(`Not shuffled yet. Commitment: ${fairness.commitment}. Run this again after the on-sale.`)
    return 2
  }
  const entries: PrequeueEntry[] = fairness.entries.map((e) => ({ id: e.id, joinedAt: e.joined_at }))
  const verdict = verifyFairOrder({ commitment: fairness.commitment, seed: fairness.seed, entries, order: fairness.order })
  if (!verdict.ok) {
    console.log(`NOT FAIR: ${verdict.reason}`)
    return 1
  }
  console.log(`Fair: the seed matches the commitment ${fairness.commitment}, and the order of all ${entries.length} pre-queue entries is the one it gives.`)
  return 0
}

void main().then((code) => process.exit(code))
