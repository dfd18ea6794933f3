// Pure rules of the chat screen (spec §5, §9), shared by the component and its tests.
import { fillText } from '@/core/i18n/fill-text'
import { ENGLISH_CHAT, type ChatLanguage } from './chat-texts'

/** Longest chat message the input takes (spec §5: maxLength truncates). */
export const CHAT_MAX_LENGTH = 500
/** Results shown before "Show More" (spec §9). */
export const RESULTS_BEFORE_SHOW_MORE = 3

/**
 * Spec §5 "Text inputs": control characters stripped, line and paragraph separators (and newlines, which
 * chat inputs block) become a space, unusual spaces a plain space; cut at `max`.
 */
export function sanitizeChatInput(text: string, max = CHAT_MAX_LENGTH): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .slice(0, max)
}

/** Spec §5: a message is ignored when empty after trimming or equal to the current query. */
export function shouldSendMessage(text: string, currentQuery: string | null): boolean {
  const trimmed = text.trim()
  return trimmed !== '' && trimmed !== currentQuery
}

const startFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * Spec §4 "Result dates in US English short form", in the event's own time: the wall-clock part of a
 * schema.org startDate ("2026-11-20T19:00:00-05:00") → "Fri, Nov 20, 7:00 PM"; in another language's
 * short form when the answer is in it (issue 25: "sáb, 21 nov, 19:00").
 */
export function formatResultDate(startDate: string, localeTag = 'en-US'): string {
  const wallClock = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/.exec(startDate)?.[1]
  if (!wallClock) return ''
  const date = new Date(`${wallClock}:00Z`)
  if (Number.isNaN(date.getTime())) return ''
  let format = startFormats.get(localeTag)
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    startFormats.set(localeTag, format)
  }
  return format.format(date)
}

function formatAmount(amount: number, currency: string, language: ChatLanguage): string {
  try {
    return new Intl.NumberFormat(language.localeTag, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount)
  } catch {
    // Not an ISO 4217 code: the amount and whatever code the answer gave.
    return `${currency} ${Number.isInteger(amount) ? amount : amount.toFixed(2)}`
  }
}

/** The offer of a result's schema.org object that the card's price row reads. */
export type ResultOffer = { lowPrice?: number; highPrice?: number; priceCurrency?: string; availabilityStarts?: string }

/**
 * Spec §9: chat results show "Starts at $" plus the low price; a free event says Free. Issue 22: in the
 * event's own currency ("Starts at £25" in London, not "$25"); issue 25: in the answer's language.
 * Decision 052: free and paid classes read "Free – $26.87", and prices not on sale yet say when they are.
 */
export function formatResultPrice(offer: ResultOffer | undefined, language: ChatLanguage = ENGLISH_CHAT): string {
  const { lowPrice, highPrice, priceCurrency: currency = 'USD', availabilityStarts } = offer ?? {}
  if (lowPrice === undefined || !Number.isFinite(lowPrice)) return ''
  const price =
    lowPrice === 0 && highPrice !== undefined && highPrice > 0
      ? fillText(language.texts.freeTo, { price: formatAmount(highPrice, currency, language) })
      : lowPrice === 0
        ? language.texts.free
        : fillText(language.texts.startsAt, { price: formatAmount(lowPrice, currency, language) })
  const wallClock = availabilityStarts ? /^(\d{4}-\d{2}-\d{2})T/.exec(availabilityStarts)?.[1] : undefined
  if (!wallClock) return price
  const date = new Intl.DateTimeFormat(language.localeTag, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${wallClock}T12:00:00Z`))
  return `${price} · ${fillText(language.texts.onSale, { date })}`
}

/** A random UUID v4 for the thread id (spec §3), also where crypto.randomUUID is missing (plain http). */
/** Where the site's own pictures are served (the image optimizer and the demo pictures). */
const OWN_IMAGE_PATHS = ['/home/_next/image/', '/images/']

/**
 * A result picture's address on the page's own origin (issue 38 point 16): the answer writes the site's
 * configured address (SITE_URL), which a visitor may have reached under another name (127.0.0.1 for
 * localhost), and the content policy lets a page load pictures only from its own origin. Pictures of
 * other sites are left as they are.
 */
export function computeOwnImageSrc(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://relative.invalid')
  } catch {
    return url
  }
  return OWN_IMAGE_PATHS.some((p) => parsed.pathname.startsWith(p)) ? `${parsed.pathname}${parsed.search}` : url
}

export function randomThreadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
