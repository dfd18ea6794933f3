// Analytics (spec §7): every event is pushed to `window.dataLayer` at once and sent to our collector
// (`POST /api/v3/analytics/`) in small batches, so a page of cards costs one request, not forty.
// Never throws: analytics must not break a page.
import { readCsrfToken } from '@/components/api/csrf-token'

export type AnalyticsEvent = { event: string; [property: string]: unknown }

declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- global augmentation
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

export const ANALYTICS_COLLECTOR_PATH = '/api/v3/analytics/'
const FLUSH_DELAY_MS = 1000
const MAX_BATCH = 50
/** The longest page the collector stores (analytics-schemas.ts). */
export const MAX_PAGE_LENGTH = 500

type Queued = { event: string; page: string; at: string; properties: Record<string, unknown> }
const queue: Queued[] = []
let timer: ReturnType<typeof setTimeout> | null = null

function send(batch: Queued[]): void {
  try {
    void fetch(ANALYTICS_COLLECTOR_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRFToken': readCsrfToken(),
      },
      body: JSON.stringify({ events: batch }),
    }).catch(() => undefined)
  } catch {
    // Blocked by the browser or an extension: the dataLayer still has it.
  }
}

/**
 * Sends whatever is queued now; also called when the page is hidden (tab switched, app backgrounded) or
 * left (pagehide), so nothing waits on a timer that may never run.
 */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer)
  timer = null
  while (queue.length > 0) send(queue.splice(0, MAX_BATCH))
}

// Only scalar fields travel to the collector (its schema refuses nested values).
function scalarProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value
  }
  return out
}

let listening = false

export function track(event: string, properties: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return
  // Cut to the collector's limit: an over-long page (a results path whose non-Latin query is
  // percent-encoded, nine characters a letter) would get its whole batch refused.
  const page = window.location.pathname.slice(0, MAX_PAGE_LENGTH)
  const at = new Date().toISOString()
  ;(window.dataLayer ??= []).push({ ...properties, event, page, at })
  queue.push({ event, page, at, properties: scalarProperties(properties) })
  if (!listening) {
    listening = true
    window.addEventListener('pagehide', flushAnalytics)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushAnalytics()
    })
  }
  // Navigation-causing events leave no time to wait.
  if (queue.length >= MAX_BATCH || event === 'Logout' || event === 'EventCreateAttempt') flushAnalytics()
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS)
}
