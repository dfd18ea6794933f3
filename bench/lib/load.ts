// A tiny closed-loop load generator: N clients each send the next request as soon as the last one
// answers, for a fixed time; latencies are recorded per request.
//
// It runs on the same machine as the server and the database and takes CPU from them, so it is kept
// as cheap as a client can be: node:http over kept-alive connections (one per client), and bodies
// counted, not decoded. It asks for brotli or gzip as a browser does, so the server's compression is
// measured; decompressing is the client's own work on its own machine, not the server's latency.
import http from 'node:http'

/** `sent`: every request sent, priming and warm-up included (what the server's CPU time was spent on). */
export type LoadResult = { requests: number; sent: number; errors: number; seconds: number; p50: number; p95: number; p99: number; rps: number; latencies: number[] }

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'application/json, text/html' }

/** One GET, resolving with its status once the whole body has arrived. */
export function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: HEADERS }, (res) => {
      res.on('data', () => {})
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

/**
 * `primeRequests` are sent first, one at a time and unmeasured: a server that has been in service has
 * already answered each request of a small repeating mix once, so its caches hold what they would hold.
 * Rows meant to measure the uncached path send none.
 */
export async function runLoad(
  nextUrl: () => string,
  { clients, seconds, warmupSeconds = 2, primeRequests = 0 }: { clients: number; seconds: number; warmupSeconds?: number; primeRequests?: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  for (let n = 0; n < primeRequests; n++) await get(agent, nextUrl()).catch(() => 0)
  let sent = primeRequests
  const latencies: number[] = []
  let errors = 0
  const warmupEnd = performance.now() + warmupSeconds * 1000
  const end = warmupEnd + seconds * 1000
  async function client() {
    while (performance.now() < end) {
      const url = nextUrl()
      const started = performance.now()
      sent++
      try {
        if ((await get(agent, url)) >= 500) errors++
      } catch {
        errors++
      }
      if (started >= warmupEnd) latencies.push(performance.now() - started)
    }
  }
  try {
    await Promise.all(Array.from({ length: clients }, client))
  } finally {
    agent.destroy()
  }
  return summarise(latencies, errors, seconds, sent)
}

function summarise(latencies: number[], errors: number, seconds: number, sent: number): LoadResult {
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    sent,
    errors,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    latencies,
  }
}

/** Several windows of one server as one result (the interleaved comparison of bench/discovery-api.ts). */
export function mergeLoadResults(results: readonly LoadResult[]): LoadResult {
  return summarise(
    results.flatMap((r) => r.latencies),
    results.reduce((sum, r) => sum + r.errors, 0),
    results.reduce((sum, r) => sum + r.seconds, 0),
    results.reduce((sum, r) => sum + r.sent, 0),
  )
}

export function formatLoadRow(name: string, r: LoadResult): string {
  const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`
  return `${name.padEnd(34)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.rps.toFixed(0).padStart(6)} req/s  ${r.errors} errors`
}
