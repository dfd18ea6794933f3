// `npm run bench:concierge-freeze [-- --seconds S --asks N]` (BENCH_URL=http://… to use a running server)
// Issue 21 finding 2: does the concierge's worst case (20 history entries of 1,000 characters, each a
// different unknown word so no cache helps) still freeze the server? Prints a trivial GET's p50/p95/p99
// alone and while N worst-case asks run back to back, against the 50 ms p95 target, and the asks' own times.
import { startHomeServer } from './lib/home-server'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const seconds = Number(arg('seconds') ?? 15)
const asks = Number(arg('asks') ?? 4)
const TARGET_P95_MS = 50

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

// Distinct made-up words of 5–9 letters: each is a spelling-correction candidate, none is in a table.
function worstCaseMessage(seed: number): string {
  let x = seed * 2654435761
  const word = () => {
    let w = ''
    const n = 5 + (x % 5)
    for (let i = 0; i < n; i++) {
      x = (x * 1103515245 + 12345) >>> 0
      w += String.fromCharCode(97 + (x % 26))
    }
    return w
  }
  let text = ''
  while (text.length < 990) text += `${word()} in ${word()} `
  return text.slice(0, 1000)
}

async function timeGets(base: string, until: number): Promise<number[]> {
  const times: number[] = []
  while (performance.now() < until) {
    const started = performance.now()
    await (await fetch(`${base}/home/api/user/`)).text()
    times.push(performance.now() - started)
    await new Promise((r) => setTimeout(r, 20))
  }
  return times.sort((a, b) => a - b)
}

async function main() {
  const server = await startHomeServer()
  try {
    const base = server.base
    const first = await fetch(`${base}/home/api/user/`)
    const token = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
    if (!token) throw new Error('no CSRF cookie')
    const headers = { 'Content-Type': 'application/json', 'X-CSRFToken': token, Cookie: `csrftoken=${token}`, Origin: base }
    const fmt = (t: number[]) => `p50 ${percentile(t, 50).toFixed(1)} ms  p95 ${percentile(t, 95).toFixed(1)} ms  p99 ${percentile(t, 99).toFixed(1)} ms  (${t.length} GETs)`
    const idle = await timeGets(base, performance.now() + 3000)
    console.log(`trivial GET alone:                 ${fmt(idle)}`)
    let seed = 1
    const askTimes: number[] = []
    let statuses = new Map<number, number>()
    const end = performance.now() + seconds * 1000
    async function asker() {
      while (performance.now() < end) {
        const body = JSON.stringify({
          location: 'ny--new-york',
          query: worstCaseMessage(seed++),
          queryHistory: Array.from({ length: 20 }, () => worstCaseMessage(seed++)),
          threadId: 'bench',
        })
        const started = performance.now()
        const res = await fetch(`${base}/alt-search/mobile-bff/relevance/ask`, { method: 'POST', headers, body })
        await res.text()
        askTimes.push(performance.now() - started)
        statuses = statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      }
    }
    const [busy] = await Promise.all([timeGets(base, end), ...Array.from({ length: asks }, asker)])
    askTimes.sort((a, b) => a - b)
    const p95 = percentile(busy, 95)
    console.log(`trivial GET with ${asks} worst-case asks: ${fmt(busy)}  ${p95 < TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms p95 target`)
    console.log(`worst-case asks: p50 ${percentile(askTimes, 50).toFixed(0)} ms  p95 ${percentile(askTimes, 95).toFixed(0)} ms  (${askTimes.length} asks, statuses ${JSON.stringify(Object.fromEntries(statuses))})`)
  } finally {
    server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
