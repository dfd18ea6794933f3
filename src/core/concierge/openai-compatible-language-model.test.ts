import { afterAll, beforeAll, expect, test } from 'vitest'
import { runWithRequestContext } from '@/core/shared/request-context'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../tests/helpers/fake-openai-server'
import { createOpenAiCompatibleLanguageModel } from './openai-compatible-language-model'

let fake: FakeOpenAiServer
beforeAll(async () => {
  fake = await startFakeOpenAiServer()
})
afterAll(() => fake.close())

const TOOL = { name: 'search_events', description: 'Search', parameters: { type: 'object', properties: {} } }

test('A call to the language model carries the correlation id of the request that made it', async () => {
  fake.reply = { kind: 'tool', arguments: {} }
  const model = createOpenAiCompatibleLanguageModel({ baseUrl: fake.baseUrl, model: 'm', apiKey: undefined })
  await runWithRequestContext({ correlationId: 'ask-request-id-77' }, () =>
    model.callTool({ messages: [{ role: 'user', content: 'jazz tonight' }], tool: TOOL, signal: AbortSignal.timeout(5000) }),
  )
  expect(fake.requestHeaders.at(-1)?.['eb-correlation-id']).toBe('ask-request-id-77')
})
