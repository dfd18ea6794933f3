// Issue 21 finding 2, over real HTTP: a flood of worst-case concierge asks (20 earlier messages of 1,000
// characters of distinct unknown words) is met by the server's ask gate: a few are worked on, a short
// queue waits, and the rest are refused at once with 429, Retry-After and the JSON error shape. Nothing
// fails with a 5xx, and once the flood has drained the next ask answers normally.
// (How fast the rest of the site stays meanwhile is measured by `npm run bench:concierge-freeze`.)
import { expect, test } from '../e2e/fixtures'
import { DEFAULT_ASK_GATE } from '../../src/core/concierge/ask-gate'

const ASK = '/alt-search/mobile-bff/relevance/ask'

function worstCaseMessage(seed: number): string {
  let x = (seed * 2654435761) >>> 0
  const word = () => {
    let w = ''
    for (let i = 0, n = 5 + (x % 5); i < n; i++) {
      x = (x * 1103515245 + 12345) >>> 0
      w += String.fromCharCode(97 + ((x >>> 16) % 26))
    }
    return w
  }
  let text = ''
  while (text.length < 990) text += `${word()} in ${word()} `
  return text.slice(0, 1000)
}

test('A flood of worst-case asks gets answers or an immediate 429 with Retry-After, never a 5xx, and the server recovers', async ({
  baseURL,
}) => {
  test.setTimeout(180_000)
  // Node's own fetch sends every request at once on its own connection, so the flood really arrives together.
  const first = await fetch(`${baseURL}/home/api/user/`)
  const token = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
  expect(token).toBeTruthy()
  const headers = {
    'Content-Type': 'application/json',
    'X-CSRFToken': token!,
    Cookie: `csrftoken=${token}`,
    Origin: baseURL!,
  }
  let seed = 1
  const body = (query?: string) =>
    JSON.stringify({
      location: 'ny--new-york',
      query: query ?? worstCaseMessage(seed++),
      queryHistory: Array.from({ length: 20 }, () => worstCaseMessage(seed++)),
      threadId: 'flood',
    })

  const flood = 3 * (DEFAULT_ASK_GATE.concurrency + DEFAULT_ASK_GATE.queueSize)
  const answers = await Promise.all(
    Array.from({ length: flood }, async () => {
      const res = await fetch(`${baseURL}${ASK}`, { method: 'POST', headers, body: body() })
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        type: res.headers.get('content-type') ?? '',
        json: (await res.json()) as Record<string, unknown>,
      }
    }),
  )
  const statuses = answers.map((a) => a.status)
  expect(
    statuses.every((s) => s === 200 || s === 429),
    JSON.stringify(statuses),
  ).toBe(true)
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(DEFAULT_ASK_GATE.concurrency)
  const refused = answers.filter((a) => a.status === 429)
  expect(refused.length).toBeGreaterThan(0)
  for (const r of refused) {
    expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(r.type).toContain('application/json')
    expect(r.json).toMatchObject({ error: 'RATE_LIMITED', error_description: expect.any(String) })
  }
  for (const a of answers.filter((x) => x.status === 200)) expect(a.json).toHaveProperty('results')

  const after = await fetch(`${baseURL}${ASK}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      location: 'ny--new-york',
      query: 'jazz this weekend',
      queryHistory: [],
      threadId: 'after',
    }),
  })
  expect(after.status).toBe(200)
})
