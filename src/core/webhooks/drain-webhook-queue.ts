// One turn of an instance's webhook loop (issue 41, decision 066): fan the queued changes out, send what is
// due, and go on at once while either step found a full batch, so that a burst (an on-sale: a hundred
// purchases a second, each a message per endpoint) is drained within the turn instead of a batch per tick
// of the loop. A time budget ends the turn, so that the loop's other work and its stop are not held up.
import { dispatchWebhookEvents, DISPATCH_BATCH, type DispatchWebhookEventsDeps } from './dispatch-webhook-events'
import { deliverWebhooks, type DeliverWebhooksDeps } from './deliver-webhooks'

/** Deliveries claimed per pass (sent one after another per endpoint): fewer, larger passes keep up with a burst better (decision 066). */
export const DELIVERY_BATCH = 200

export type DrainResult = { rounds: number; rows: number; delivered: number }

export async function drainWebhookQueue(deps: { dispatch: DispatchWebhookEventsDeps; deliver: DeliverWebhooksDeps; budgetMs: number }): Promise<DrainResult> {
  const started = Date.now()
  const result: DrainResult = { rounds: 0, rows: 0, delivered: 0 }
  for (;;) {
    const fanned = await dispatchWebhookEvents(deps.dispatch)
    const sent = await deliverWebhooks(deps.deliver, { limit: DELIVERY_BATCH })
    // Every claimed delivery ends succeeded, retried or failed: their sum is what the pass claimed.
    const claimed = sent.succeeded + sent.retried + sent.failed
    result.rounds += 1
    result.rows += fanned.rows
    result.delivered += claimed
    const more = fanned.rows >= DISPATCH_BATCH || claimed >= DELIVERY_BATCH
    if (!more || Date.now() - started >= deps.budgetMs) return result
  }
}
