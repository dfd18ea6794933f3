// A fake OpenAI-compatible chat-completions server on loopback, for tests of the LanguageModel adapter
// (STYLE.md: third parties are replaced by small fakes that implement our port's other side).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeReply =
  | { kind: 'tool'; name?: string; arguments: unknown }
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' }

export type FakeOpenAiServer = {
  baseUrl: string
  /** Bodies of the requests received, parsed. */
  requests: Record<string, unknown>[]
  /** Headers of the requests received, in the same order. */
  requestHeaders: http.IncomingHttpHeaders[]
  reply: FakeReply
  close: () => Promise<void>
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const state: Omit<FakeOpenAiServer, 'baseUrl' | 'close'> = { requests: [], requestHeaders: [], reply: { kind: 'text', content: '' } }
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      state.requests.push(JSON.parse(body) as Record<string, unknown>)
      state.requestHeaders.push(req.headers)
      const reply = state.reply
      if (reply.kind === 'hang') {
        hanging.add(res)
        return
      }
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end('{"error":{"message":"down"}}')
        return
      }
      if (reply.kind === 'raw') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(reply.body)
        return
      }
      const message =
        reply.kind === 'text'
          ? { role: 'assistant', content: reply.content }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_1',
                  type: 'function',
                  function: {
                    name: reply.name ?? 'search_events',
                    arguments: typeof reply.arguments === 'string' ? reply.arguments : JSON.stringify(reply.arguments),
                  },
                },
              ],
            }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message, finish_reason: 'tool_calls' }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const fake = state as FakeOpenAiServer
  fake.baseUrl = `http://127.0.0.1:${port}/v1`
  fake.close = async () => {
    for (const res of hanging) res.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return fake
}
