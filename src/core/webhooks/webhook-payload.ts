// The body of a webhook message (decision 066): `{type, timestamp, data}` with `data` in the object's API
// shape, at most 20 KB. Pure.

export const MAX_WEBHOOK_BODY_BYTES = 20 * 1024

/**
 * The JSON body of a message. When the object's shape would make it larger than 20 KB (an order with
 * hundreds of tickets), its longest list is dropped and `data` says so (`truncated: true`): the receiver
 * fetches the whole object through the API by its id.
 */
export function computeWebhookBody(type: string, at: Date, data: Record<string, unknown>): string {
  const body = JSON.stringify({ type, timestamp: at.toISOString(), data })
  if (Buffer.byteLength(body) <= MAX_WEBHOOK_BODY_BYTES) return body
  const trimmed: Record<string, unknown> = { ...data, truncated: true }
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) trimmed[key] = []
  }
  const smaller = JSON.stringify({ type, timestamp: at.toISOString(), data: trimmed })
  if (Buffer.byteLength(smaller) <= MAX_WEBHOOK_BODY_BYTES) return smaller
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { id: data.id ?? null, truncated: true } })
}
