// A webhook receiver on loopback for the tests (issue 41, decision 066): it keeps what it is sent and
// answers each path from a plan (status, headers, a delay), 200 by default. The test servers allow
// loopback receivers (WEBHOOK_ALLOW_PRIVATE_ADDRESSES, tests/e2e/support/test-servers.ts).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Received = { path: string; headers: Record<string, string>; body: string; at: number }
export type Answer = { status: number; headers?: Record<string, string>; hangMs?: number }
export type Receiver = { url: (path: string) => string; received: Received[]; on: (path: string, answers: Answer[]) => void; close: () => Promise<void> }

/** A loopback receiver: each path answers from its list in turn (the last answer repeats), 200 by default. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = []
  const plans = new Map<string, Answer[]>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]))
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() })
      const plan = plans.get(path) ?? []
      const answer = (plan.length > 1 ? plan.shift() : plan[0]) ?? { status: 200 }
      setTimeout(() => {
        if (res.destroyed) return
        res.writeHead(answer.status, answer.headers ?? {})
        res.end('ok')
      }, answer.hangMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path, answers) => plans.set(path, [...answers]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
