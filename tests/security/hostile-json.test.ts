import { expect, test } from 'vitest'
import { z } from 'zod'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { HOSTILE_STRINGS } from './hostile-json-corpus'

// An endpoint that stores what it is given the way PostgreSQL would: text must be valid UTF-8 without NUL.
const echoEndpoint = {
  method: 'POST',
  path: '/echo/',
  summary: 'echo',
  tags: ['test'],
  body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }),
  response: z.unknown(),
} satisfies Endpoint

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text)

const echo = handleJson(echoEndpoint, async (body) => {
  for (const text of [body.name, ...(body.tags ?? []), ...Object.keys(body)]) {
    if (!storable(text)) throw new Error(`unstorable text reached the use case: ${JSON.stringify(text)}`)
  }
  return body
})

const post = (raw: string) => echo(new Request('http://localhost/echo/', { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } }))

test('Every hostile JSON string reaches a use case as storable text, with control characters stripped', async () => {
  for (const hostile of HOSTILE_STRINGS) {
    const res = await post(`{"name": "${hostile}", "tags": ["${hostile}"]}`)
    expect(res.status, hostile).toBe(200)
    const body = (await res.json()) as { name: string }
    expect(storable(body.name), hostile).toBe(true)
    expect(body.name, hostile).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/)
  }
})

test('A lone surrogate becomes the replacement character; ordinary text and emoji are kept', async () => {
  const res = await post('{"name": "\\u00e9\\udcff caf\\u00e9 \\ud83c\\udf89"}')
  expect(await res.json()).toEqual({ name: 'é\uFFFD café 🎉' })
})
