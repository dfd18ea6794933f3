// Plain HTTP requests for the attack corpora: exact headers (no client adds or repairs any), the raw path
// as written (no URL normalisation), and a chosen source address on the loopback network, so a test can
// be "another client" without sharing 127.0.0.1's rate-limit budget with the rest of the suite.
import http from 'node:http'
import { randomInt } from 'node:crypto'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

export function rawRequest(
  baseURL: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  const base = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method: init.method ?? 'GET', headers: init.headers, localAddress: init.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('error', reject)
    if (init.body !== undefined) req.write(init.body)
    req.end()
  })
}

/** A loopback source address no other test uses (Linux routes all of 127.0.0.0/8 to this machine). */
export function freshLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

/** The csrftoken a first GET hands out, with the headers a same-site JSON request sends it back in. */
export async function csrfHeaders(baseURL: string, localAddress?: string): Promise<Record<string, string>> {
  const first = await rawRequest(baseURL, '/home/api/user/', { localAddress })
  const cookie = [first.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('csrftoken='))
  const token = cookie?.slice('csrftoken='.length).split(';')[0] ?? ''
  return { Cookie: `csrftoken=${token}`, 'X-CSRFToken': token, Origin: baseURL, 'Content-Type': 'application/json' }
}
