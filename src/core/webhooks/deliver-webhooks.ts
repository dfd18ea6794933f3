// The webhook delivery worker (issue 41, decision 066): claims due deliveries (never the same attempt as
// another instance: claim and lease are one statement), signs and sends each, and records the attempt.
// 2xx succeeds; 410 Gone disables the endpoint; 429 and 503 with Retry-After wait as asked; anything else
// (3xx included: redirects are not followed) is retried on the Standard Webhooks schedule, then failed.
import type { Clock } from '@/core/shared/core-deps'
import type { Db } from '@/db/create-db'
import { computeNextWebhookAttemptAt, parseRetryAfter } from './webhook-retry-schedule'
import type { WebhookSender } from './webhook-sender'
import { computeWebhookHeaders, openWebhookSecret } from './webhook-signature'
import { claimDueWebhookDeliveries, disableWebhookEndpoint, failPendingDeliveriesOfEndpoint, recordWebhookAttempt, recordWebhookAttempts, type ClaimedDelivery, type WebhookAttemptOutcome } from './webhooks-repository'

export type WebhookDeliveryConfig = {
  /** Compresses the retry schedule (WEBHOOK_RETRY_SCALE); 1 in production. */
  retryScale: number
  /** The per-attempt timeout (WEBHOOK_TIMEOUT_MS, 15 s by default). */
  timeoutMs: number
  /** The server's secret, which endpoint secrets are sealed with at rest. */
  serverSecret: string
}

export type DeliverWebhooksDeps = { db: Db; clock: Clock; send: WebhookSender; config: WebhookDeliveryConfig }
export type WebhookDeliveryPass = { succeeded: number; retried: number; failed: number }

/** The answer that disables an endpoint, as the specification suggests. */
const GONE = 410

/** One pass of the worker: up to `limit` deliveries, sent a few at a time. */
export async function deliverWebhooks(deps: DeliverWebhooksDeps, input: { limit?: number; concurrency?: number } = {}): Promise<WebhookDeliveryPass> {
  const now = deps.clock.now()
  // The lease outlasts an attempt (its timeout) with room to record it; a crashed instance's claim comes back then.
  const claimed = await claimDueWebhookDeliveries(deps.db, { now, leaseUntil: new Date(now.getTime() + deps.config.timeoutMs + 30_000), limit: input.limit ?? 50 })
  const pass: WebhookDeliveryPass = { succeeded: 0, retried: 0, failed: 0 }
  // Each endpoint's deliveries a few at a time (deliverQueue); different endpoints in parallel.
  const byEndpoint = new Map<number, ClaimedDelivery[]>()
  for (const d of claimed) byEndpoint.set(d.endpointId, [...(byEndpoint.get(d.endpointId) ?? []), d])
  const queues = [...byEndpoint.values()]
  const workers = Array.from({ length: Math.min(input.concurrency ?? 8, queues.length) }, async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) await deliverQueue(deps, queue, pass)
  })
  await Promise.all(workers)
  return pass
}

/**
 * A few attempts to one endpoint at a time: one after another, a receiver a few milliseconds away kept the
 * queue behind a busy on-sale for seconds (decision 066, revised). Standard Webhooks promises no order;
 * attempts still start in queue order.
 */
export const ATTEMPTS_IN_FLIGHT_PER_ENDPOINT = 4

/**
 * Sends one endpoint's claimed deliveries, starting them in queue order, and records their outcomes
 * together at the end (one statement); a 410 is recorded at once, with the endpoint disabled and the rest
 * of its queue failed unsent. An endpoint disabled before the claim (by its organizer, or by a 410 of
 * another instance) is sent nothing.
 */
async function deliverQueue(deps: DeliverWebhooksDeps, queue: readonly ClaimedDelivery[], pass: WebhookDeliveryPass): Promise<void> {
  const outcomes: { deliveryId: number; outcome: WebhookAttemptOutcome }[] = []
  let enabled = queue[0]?.enabled ?? false
  let next = 0
  const worker = async () => {
    for (let i = next++; i < queue.length; i = next++) {
      const d = queue[i]!
      if (!enabled) {
        outcomes.push({ deliveryId: d.id, outcome: { status: 'failed', nextAttemptAt: null, responseCode: null, durationMs: 0, error: 'The endpoint is disabled.', excerpt: null, at: deps.clock.now() } })
        pass.failed += 1
        continue
      }
      const outcome = await attemptDelivery(deps, d)
      if (outcome === GONE_RECORDED) {
        enabled = false
        pass.failed += 1
        continue
      }
      outcomes.push({ deliveryId: d.id, outcome })
      pass[outcome.status === 'succeeded' ? 'succeeded' : outcome.status === 'pending' ? 'retried' : 'failed'] += 1
    }
  }
  // Every worker finishes before the outcomes are written, even when one fails: what was sent is written
  // down (the rest's lease runs out and they go again), then the failure is raised.
  const settled = await Promise.allSettled(Array.from({ length: Math.min(ATTEMPTS_IN_FLIGHT_PER_ENDPOINT, queue.length) }, worker))
  await recordWebhookAttempts(deps.db, outcomes)
  const failure = settled.find((r) => r.status === 'rejected')
  if (failure) throw failure.reason
}

/** What attemptDelivery answers once it has recorded a 410 itself. */
const GONE_RECORDED = 'gone-recorded'

async function attemptDelivery(deps: DeliverWebhooksDeps, d: ClaimedDelivery): Promise<WebhookAttemptOutcome | typeof GONE_RECORDED> {
  const at = deps.clock.now()
  const secrets = [openWebhookSecret(d.secret, deps.config.serverSecret)]
  // During a rotation both secrets sign, so a receiver still on the old one keeps verifying (decision 066).
  if (d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > at) secrets.push(openWebhookSecret(d.previousSecret, deps.config.serverSecret))
  const result = await deps.send({ url: d.url, headers: computeWebhookHeaders(secrets, d.msgId, at, d.body), body: d.body })
  const done = deps.clock.now()
  const outcome = { responseCode: result.status, durationMs: result.durationMs, error: result.error, excerpt: result.excerpt, at: done }
  if (result.status !== null && result.status >= 200 && result.status < 300) return { ...outcome, status: 'succeeded', nextAttemptAt: null }
  if (result.status === GONE) {
    const reason = `The endpoint answered 410 Gone on ${done.toISOString()}; it was disabled.`
    await deps.db.transaction(async (tx) => {
      await recordWebhookAttempt(tx, d.id, { ...outcome, status: 'failed', nextAttemptAt: null, error: '410 Gone: endpoint disabled' })
      await disableWebhookEndpoint(tx, d.endpointId, reason, done)
      await failPendingDeliveriesOfEndpoint(tx, d.endpointId, 'The endpoint was disabled (410 Gone).')
    })
    return GONE_RECORDED
  }
  const retryAfterMs = result.status === 429 || result.status === 503 ? parseRetryAfter(result.retryAfter, done) : null
  const next = computeNextWebhookAttemptAt(d.attempts, done, { scale: deps.config.retryScale, retryAfterMs })
  const error = result.error ?? (result.status !== null && result.status >= 300 && result.status < 400 ? `${result.status}: redirects are not followed` : `HTTP ${result.status}`)
  return { ...outcome, error, status: next ? 'pending' : 'failed', nextAttemptAt: next }
}
