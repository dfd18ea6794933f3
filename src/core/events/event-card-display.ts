// What an event card shows and where it links (spec §2 "Event card", §4 "Sales status", "Card
// visibility modes", §9 "Affiliate code", "Urgency labels"). Pure, so the server-rendered home page, the
// results pages and client-side lists show the same card. The card's date is in event-card-date.ts: it
// is the one card rule that runs in the browser (online events in the viewer's zone), so it travels alone.
import { computeLocalizedHref } from '@/core/i18n/localized-href'
import { pickUrgencyFlag } from '@/core/taxonomy/urgency'
import { ENGLISH_LIKE_TEXTS, type LikeTexts } from '@/core/social/like-texts'
import englishCard from '@/messages/en/card.json'
import type { EventJson } from './event-json'
import { isSoldHere } from './ticket-provider'
import { isOpenDiscountAvailable } from './open-discount'
import { computePriceText } from './price-text'
import { isEventCancelled } from './ticket-offer'

/** The card catalog (src/messages/{language}/card.json) in the page's language; English when not given. */
export type CardTexts = typeof englishCard
export const ENGLISH_CARD_TEXTS: CardTexts = englishCard
/** The page's locale (BCP 47) and the card catalog in its language: what a card needs to speak it. */
export type CardIntl = {
  locale: string
  texts: CardTexts
  /** The `lang` of the event's own words (its name) when they are not in the page's language (issue 25). */
  contentLang?: string
  /**
   * The sales messages by code (event catalog's salesStatus) in the page's language, those without a
   * value only (getCardIntl: "Sales start Dec 3" keeps the API's words); the API's English without.
   */
  salesStatus?: Partial<Record<string, string>>
  /** The like button's words in the page's language (account catalog). */
  like: LikeTexts
  /** The page's language subdirectory (`/de-de`; '' or none at the root): the cards' event links keep it (issue 38 §12). */
  pathPrefix?: string
}
export const ENGLISH_CARD_INTL: CardIntl = {
  locale: 'en-US',
  texts: englishCard,
  like: ENGLISH_LIKE_TEXTS,
}

/** Spec §9: appended to every event link as `aff`. */
export const DEFAULT_AFFILIATE_CODE = 'ebdssbdestsearch'
export const BOGO_LABEL = englishCard.bogo
export const OPEN_DISCOUNT_LABEL = englishCard.openDiscount
export const PROMOTED_LABEL = englishCard.promoted

export type CardLink = { href: string; target?: '_blank'; rel?: string }

export type CardLinkOptions = {
  /** Spec §2: cards open in a new tab unless told otherwise. */
  openInNewTab?: boolean
  affiliateCode?: string
  /** Origins that belong to the product (ours); links elsewhere get noreferrer. */
  productOrigins?: readonly string[]
  /** The page's language subdirectory (`/de-de`): a link to our own event page stays in the page's language. */
  pathPrefix?: string
}

function isExternalSeller(event: Pick<EventJson, 'tickets_by'>): boolean {
  return !isSoldHere(event.tickets_by)
}

function isProductUrl(url: URL, productOrigins: readonly string[], base: string): boolean {
  return url.origin === base || productOrigins.includes(url.origin)
}

const PLACEHOLDER_BASE = 'http://tessera.invalid'

/**
 * Spec §2 "Event card" links: the event (or, for repeating events, the parent series) with the `aff`
 * code; an external seller's promoted event goes to its tickets URL instead and gets nofollow; new-tab
 * links always get noopener, plus noreferrer when they leave the product's hosts. URLs on the event's own
 * origin become paths so the card works on any host.
 */
export function computeCardLink(
  event: Pick<
    EventJson,
    'url' | 'parent_url' | 'series_id' | 'tickets_url' | 'tickets_by' | 'promoted_listing_metadata'
  >,
  { openInNewTab = true, affiliateCode = DEFAULT_AFFILIATE_CODE, productOrigins = [], pathPrefix = '' }: CardLinkOptions = {},
): CardLink {
  const external = isExternalSeller(event)
  const ownOrigin = new URL(event.url, PLACEHOLDER_BASE).origin
  let target: URL
  if (external && event.promoted_listing_metadata && event.tickets_url) {
    target = new URL(event.tickets_url, PLACEHOLDER_BASE)
  } else {
    const base = event.series_id && event.parent_url ? event.parent_url : event.url
    target = new URL(base, PLACEHOLDER_BASE)
    if (affiliateCode) target.searchParams.set('aff', affiliateCode)
  }
  const own = isProductUrl(target, productOrigins, ownOrigin)
  // Only the event's own origin becomes a path: another of our sites (tessera.de from tessera.com) is
  // still ours for the referrer, but a bare path would send the visitor to the wrong site.
  const href =
    target.origin === ownOrigin ? computeLocalizedHref(`${target.pathname}${target.search}${target.hash}`, pathPrefix) : target.toString()
  const rel: string[] = []
  if (external) rel.push('nofollow')
  if (openInNewTab) {
    rel.push('noopener')
    if (!own) rel.push('noreferrer')
  }
  return {
    href,
    ...(openInNewTab ? { target: '_blank' as const } : {}),
    ...(rel.length > 0 ? { rel: rel.join(' ') } : {}),
  }
}

export type CardLabels = {
  /** The sales message badge ("Sold Out", "Sales Ended"), or null. */
  badge: string | null
  /** The one urgency label of spec §9, or null. */
  urgency: string | null
  bogo: string | null
  openDiscount: string | null
}

/**
 * Spec §4: a sales message shows as a badge unless the event is on sale or has repeating instances; an
 * urgency signal only shows without a sales message. A cancelled event's card says so whatever else it is
 * (issue 36 §3), a series' date included: its other dates are no reason to hide it. In limited visibility the BOGO label replaces the
 * others, else the open-discount label, else the urgency signal; without it all three may show.
 */
export function computeCardLabels(
  event: Pick<EventJson, 'status' | 'event_sales_status' | 'urgency_signals' | 'ticket_availability' | 'series'>,
  {
    now,
    limitedVisibility = false,
    texts = englishCard,
    salesStatus = {},
  }: {
    now: Date
    limitedVisibility?: boolean
    texts?: Pick<CardTexts, 'urgency' | 'bogo' | 'openDiscount'>
    salesStatus?: Partial<Record<string, string>>
  },
): CardLabels {
  const repeating = (event.series?.counts.current_future ?? 0) > 1
  const status = event.event_sales_status
  const badge =
    status.sales_status === 'on_sale' || (repeating && !isEventCancelled(event.status))
      ? null
      : ((status.message_code && salesStatus[status.message_code]) || status.message || status.default_message || null)
  const urgencyFlag = badge ? null : pickUrgencyFlag(event.urgency_signals)
  const urgency = urgencyFlag ? texts.urgency[urgencyFlag] : null
  const bogo = event.ticket_availability.has_bogo_tickets ? texts.bogo : null
  const discount = event.ticket_availability.open_discount
  const openDiscount =
    discount &&
    isOpenDiscountAvailable(
      {
        endAt: discount.end_date ? new Date(discount.end_date) : null,
        quantityAvailable: discount.quantity_available,
        quantitySold: discount.quantity_sold,
      },
      now,
    )
      ? texts.openDiscount
      : null
  if (!limitedVisibility) return { badge, urgency, bogo, openDiscount }
  if (bogo) return { badge, urgency: null, bogo, openDiscount: null }
  if (openDiscount) return { badge, urgency: null, bogo: null, openDiscount }
  return { badge, urgency, bogo: null, openDiscount: null }
}

/** Spec §2 card venue line: "Online" for online events, else the venue name and its area. */
export function computeCardVenue(
  event: Pick<EventJson, 'is_online_event' | 'primary_venue'>,
  texts: Pick<CardTexts, 'online'> = englishCard,
): string {
  if (event.is_online_event) return texts.online
  const venue = event.primary_venue
  if (!venue) return ''
  return [venue.name, venue.address.city].filter(Boolean).join(' • ')
}

/**
 * Spec §9 price text of a card, from the API's minor-unit prices (USD when no currency); null for a
 * cancelled event, which sells nothing and shows no price, not even "Free" (issue 36 §3: its badge says
 * it is cancelled instead).
 */
export function computeCardPrice(
  event: Pick<EventJson, 'status' | 'ticket_availability'>,
  { locale = 'en-US', texts = englishCard }: { locale?: string; texts?: CardTexts } = {},
): string | null {
  if (isEventCancelled(event.status)) return null
  const { is_free: isFree, minimum_ticket_price: min, maximum_ticket_price: max, start_sales_date: salesStart } = event.ticket_availability
  return computePriceText(
    {
      isFree,
      minPriceMinor: min?.value ?? null,
      maxPriceMinor: max?.value ?? null,
      currency: min?.currency ?? null,
      salesStart: salesStart ? { date: new Date(salesStart.utc), timeZone: salesStart.timezone } : null,
    },
    'from',
    locale,
    texts,
  )
}
