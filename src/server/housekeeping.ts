// Starts, once per server process, the housekeeping loop (issue 39 finding 8): uploads nothing uses a day
// later are removed with their files, and the analytics collector's once-per-visitor marks are forgotten
// after a day. Each pass is bounded; several instances may run it side by side (the deletes re-check).
// A second, faster loop recomputes the price summaries that a sales window opening or closing made due
// (decision 052); two instances doing one event twice write the same row twice.
import 'server-only'
import { deleteOldAnalyticsMarks } from '@/core/analytics/delete-old-analytics-marks'
import { removeUnusedUploads } from '@/core/creators/remove-unused-uploads'
import { sweepPriceSummaries } from '@/core/events/sweep-price-summaries'
import type { CoreDeps } from '@/core/shared/core-deps'
import { startBackgroundLoop, type BackgroundLoop } from './background-loop'
import { logger } from './observability/logger'

const INTERVAL_MS = 10 * 60_000
/** How late a card may show a price whose sales window has just closed (decision 052). */
const PRICE_SWEEP_MS = 60_000

type Holder = { loop?: BackgroundLoop; priceLoop?: BackgroundLoop; stopped?: boolean }
// Kept on globalThis so a hot reload in development does not start a second loop.
const holder = ((globalThis as { __tesseraHousekeeping?: Holder }).__tesseraHousekeeping ??= {})

export function startHousekeeping(deps: Pick<CoreDeps, 'db' | 'clock' | 'imageStore' | 'invalidateCaches'>): void {
  if (holder.loop || holder.stopped) return
  holder.loop = startBackgroundLoop(
    async () => {
      const { removed } = await removeUnusedUploads(deps)
      await deleteOldAnalyticsMarks(deps)
      if (removed > 0) logger().info({ removed }, 'removed unused uploads')
    },
    INTERVAL_MS,
    (error) => logger().warn({ err: error }, 'housekeeping pass failed'),
  )
  holder.priceLoop = startBackgroundLoop(
    async () => {
      const swept = await sweepPriceSummaries(deps)
      if (swept > 0) logger().info({ swept }, 'recomputed due price summaries')
    },
    PRICE_SWEEP_MS,
    (error) => logger().warn({ err: error }, 'price summary sweep failed'),
  )
}

/** For shutdown: no more passes, and a pass under way finishes before the pool closes. */
export async function stopHousekeeping(): Promise<void> {
  holder.stopped = true
  const loops = [holder.loop, holder.priceLoop]
  holder.loop = undefined
  holder.priceLoop = undefined
  await Promise.all(loops.map((loop) => loop?.stop() ?? Promise.resolve()))
}
