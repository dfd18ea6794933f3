// The API shapes of webhook endpoints and deliveries (decision 066). Pure.
import type { DeliveryLogRow, WebhookEndpointRow } from './webhooks-repository'

export type WebhookEndpointJson = {
  id: string
  url: string
  event_types: string[]
  /** The whole secret on create and rotate; elsewhere its first characters and an ellipsis. */
  secret: string
  enabled: boolean
  disabled_reason: string | null
  /** While a rotation's old secret still signs too. */
  previous_secret_expires: string | null
  created: string
}

/** `secret` is what the caller may show: the whole secret, or its hint (computeSecretHint). */
export function computeWebhookEndpointJson(row: WebhookEndpointRow, secret: string, now: Date): WebhookEndpointJson {
  return {
    id: String(row.id),
    url: row.url,
    event_types: row.eventTypes,
    secret,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    previous_secret_expires: row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
    created: row.createdAt.toISOString(),
  }
}

export type WebhookDeliveryJson = {
  id: string
  message_id: string
  event_type: string
  status: 'pending' | 'succeeded' | 'failed'
  response_code: number | null
  duration_ms: number | null
  attempts: number
  created: string
  last_attempt: string | null
  next_attempt: string | null
  error: string | null
  response_excerpt: string | null
  /** The exact body sent (and signed). */
  body: string
}

export function computeWebhookDeliveryJson(row: DeliveryLogRow): WebhookDeliveryJson {
  return {
    id: String(row.id),
    message_id: row.msgId,
    event_type: row.eventType,
    status: row.status as WebhookDeliveryJson['status'],
    response_code: row.responseCode,
    duration_ms: row.durationMs,
    attempts: row.attempts,
    created: row.createdAt.toISOString(),
    last_attempt: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    error: row.lastError,
    response_excerpt: row.responseExcerpt,
    body: row.body,
  }
}
