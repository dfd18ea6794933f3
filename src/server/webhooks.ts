// The webhooks composition root (issue 41, decision 066): the dependencies of the endpoints' use cases,
// and the delivery loop every instance runs (started by scripts/serve.ts), which fans the queue out into
// messages and sends the due deliveries. Several instances run it side by side: claims skip what another
// holds, so each attempt is made once.
import 'server-only'
import { drainWebhookQueue } from '@/core/webhooks/drain-webhook-queue'
import type { WebhookManageDeps } from '@/core/webhooks/webhook-endpoint-access'
import { createWebhookSender } from '@/core/webhooks/webhook-sender'
import { systemClock } from '@/core/shared/core-deps'
import { env } from '@/env'
import { startBackgroundLoop, type BackgroundLoop } from './background-loop'
import { getDeps } from './get-deps'
import { logger } from './observability/logger'
import { getTicketingDeps } from './ticketing'

type Holder = { loop?: BackgroundLoop; stopped?: boolean }
// Kept on globalThis so a hot reload in development does not start a second loop.
const holder = ((globalThis as { __tesseraWebhooks?: Holder }).__tesseraWebhooks ??= {})

/** What the endpoint use cases take: the database, the clock, and the secret endpoint secrets are sealed with. */
export async function getWebhookManageDeps(): Promise<WebhookManageDeps> {
  const [deps, ticketing] = await Promise.all([getDeps(), getTicketingDeps()])
  return { db: deps.db, clock: deps.clock, serverSecret: ticketing.secret }
}

/** A turn's time budget: a burst is drained in turns of at most this long. */
const TURN_BUDGET_MS = 2_000

/** One turn: fan the queue out and send what is due, again while batches come back full (the loop's, and a test's). */
export async function runWebhookPass(): Promise<void> {
  const config = env()
  const manage = await getWebhookManageDeps()
  await drainWebhookQueue({
    dispatch: { db: manage.db, clock: manage.clock, siteUrl: config.siteUrl },
    deliver: {
      db: manage.db,
      clock: systemClock,
      send: createWebhookSender({ timeoutMs: config.webhooks.timeoutMs, allowPrivateAddresses: config.webhooks.allowPrivateAddresses }),
      config: { retryScale: config.webhooks.retryScale, timeoutMs: config.webhooks.timeoutMs, serverSecret: manage.serverSecret },
    },
    budgetMs: TURN_BUDGET_MS,
  })
}

/** Starts this process's delivery loop, once. */
export function startWebhookDelivery(): void {
  if (holder.loop || holder.stopped) return
  holder.loop = startBackgroundLoop(runWebhookPass, env().webhooks.pollMs, (error) => logger().warn({ err: error }, 'webhook delivery pass failed'))
}

/** For shutdown: no more passes, and a pass under way finishes before the pool closes. */
export async function stopWebhookDelivery(): Promise<void> {
  holder.stopped = true
  const loop = holder.loop
  holder.loop = undefined
  await loop?.stop()
}
