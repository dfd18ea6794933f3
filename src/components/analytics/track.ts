// Analytics (spec §7): every event is pushed to `window.dataLayer` and sent to our collector
// (`POST /api/v3/analytics/`, built with the site chrome). Never throws: analytics must not break a page.
import { readCsrfToken } from '@/components/api/api-fetch'

export type AnalyticsEvent = { event: string; [property: string]: unknown }

declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- global augmentation
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

export const ANALYTICS_COLLECTOR_PATH = '/api/v3/analytics/'

export function track(event: string, properties: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return
  const entry: AnalyticsEvent = {
    ...properties,
    event,
    page: window.location.pathname,
    at: new Date().toISOString(),
  }
  ;(window.dataLayer ??= []).push(entry)
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
      body: JSON.stringify(entry),
    }).catch(() => undefined)
  } catch {
    // Blocked by the browser or an extension: the dataLayer still has it.
  }
}
