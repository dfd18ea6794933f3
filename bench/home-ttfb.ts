// Home page time to first byte under 20 concurrent clients (issue 4 acceptance: p95 ≤ 100 ms). Each
// client asks for the next page as soon as the last one's first byte arrived and its body finished;
// visitors rotate through a few places (the cookie the location picker sets) so the per-place cache is
// exercised the way real traffic would.
import http from 'node:http'
import { startHomeServer } from './lib/home-server'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const WARMUP_SECONDS = 3
const PLACES = ['', 'ny--new-york', 'united-kingdom--london', 'ca--los-angeles', 'il--chicago', 'canada--toronto']
export const TTFB_P95_BUDGET_MS = 100

function getFirstByte(base: string, place: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let firstByte = 0
    // What a browser sends for a page load.
    const headers: Record<string, string> = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
    if (place) headers.Cookie = `tessera_place=${place}`
    const req = http.get(`${base}/`, { headers, agent: keepAlive }, (res) => {
      res.once('data', () => {
        firstByte = performance.now() - started
      })
      res.on('end', () => (res.statusCode === 200 ? resolve(firstByte) : reject(new Error(`status ${res.statusCode}`))))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

export async function measureHomeTtfb(base: string) {
  const latencies: number[] = []
  let errors = 0
  let n = 0
  const warmupEnd = performance.now() + WARMUP_SECONDS * 1000
  const end = warmupEnd + SECONDS * 1000
  async function client() {
    while (performance.now() < end) {
      const place = PLACES[n++ % PLACES.length]!
      const started = performance.now()
      try {
        const ttfb = await getFirstByte(base, place)
        if (started >= warmupEnd) latencies.push(ttfb)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client))
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / SECONDS,
  }
}

async function main() {
  const server = await startHomeServer()
  try {
    const r = await measureHomeTtfb(server.base)
    console.log(
      `home TTFB, ${CLIENTS} concurrent, ${SECONDS} s: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} pages/s, ${r.errors} errors (budget p95 ${TTFB_P95_BUDGET_MS} ms)`,
    )
    if (r.p95 > TTFB_P95_BUDGET_MS || r.errors > 0) process.exitCode = 1
  } finally {
    server.stop()
    keepAlive.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main()
