// The OpenAI-compatible adapter of the LanguageModel port: POST {baseUrl}/chat/completions with exactly
// one tool offered and that tool required. Works with Ollama (/v1), vLLM and OpenAI.
import { CORRELATION_ID_HEADER, currentCorrelationId } from '@/core/shared/request-context'
import type { LanguageModel, ToolCall } from './language-model'

export type OpenAiCompatibleConfig = { baseUrl: string; model: string; apiKey: string | undefined }

type Completion = {
  choices?: { message?: { tool_calls?: { type?: string; function?: { name?: unknown; arguments?: unknown } }[] } }[]
}

export function createOpenAiCompatibleLanguageModel(config: OpenAiCompatibleConfig): LanguageModel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    async callTool({ messages, tool, signal }): Promise<ToolCall | null> {
      const response = await fetch(url, {
        method: 'POST',
        signal,
        headers: {
          'Content-Type': 'application/json',
          // The model server's logs can then be matched with ours (issue 24).
          [CORRELATION_ID_HEADER]: currentCorrelationId(),
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          messages,
          tools: [{ type: 'function', function: tool }],
          tool_choice: { type: 'function', function: { name: tool.name } },
        }),
      })
      if (!response.ok) throw new Error(`Language model answered ${response.status}`)
      const body = (await response.json()) as Completion
      const call = body.choices?.[0]?.message?.tool_calls?.[0]?.function
      if (!call) return null
      if (typeof call.name !== 'string') throw new Error('Language model tool call has no name')
      const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {})
      return { name: call.name, arguments: args }
    },
  }
}
