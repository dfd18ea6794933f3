// The event's sales message (spec §4 "Sales status") in the page's language: the API keeps its English
// message, the pages say it from the event catalog's salesStatus by the message's code (issue 25).
import { fillText } from '@/core/i18n/fill-text'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import type { EventJson } from './event-json'

/**
 * The badge text of a sales status: the catalog's text for its code, with the date sales start in the
 * page's locale ("Verkauf ab 3. Dez."); the API's own message for a code the catalog does not know; null
 * while on sale.
 */
export function computeSalesMessage(
  status: EventJson['event_sales_status'],
  salesStartUtc: string | null,
  { texts, locale }: { texts: Partial<Record<string, string>>; locale: string },
): string | null {
  if (!status.message) return null
  const text = status.message_code ? texts[status.message_code] : undefined
  if (!text) return status.message
  // Sales start dates are read as the API writes them: month and day in UTC.
  const date = salesStartUtc
    ? cachedDateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(salesStartUtc))
    : ''
  return fillText(text, { date })
}
