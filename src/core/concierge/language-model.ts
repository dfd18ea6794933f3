// The LanguageModel port (ARCHITECTURE §1): none by default (the built-in interpreter answers), or an
// OpenAI-compatible chat-completions endpoint (Ollama, vLLM, OpenAI) when LLM_BASE_URL is set.

export type ChatMessage = { role: 'system' | 'user'; content: string }

/** A function the model may call; its parameters are a JSON Schema object. */
export type ToolDefinition = { name: string; description: string; parameters: Record<string, unknown> }

export type ToolCall = { name: string; arguments: string }

export type LanguageModel = {
  /**
   * Asks the model to call `tool` for `messages`. Resolves with the call, or null when the model
   * answered without one; rejects on transport errors, malformed answers and after `signal` aborts.
   */
  callTool(input: { messages: ChatMessage[]; tool: ToolDefinition; signal: AbortSignal }): Promise<ToolCall | null>
}
