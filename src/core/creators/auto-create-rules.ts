// The built-in event writer of "Create my event faster with AI" (issue 20, spec §2): from a few answers
// (what, when, where, price and capacity, mood) it writes a complete draft with no network at all. It is
// also what the language model's answer falls back to, and it always sets the ticket classes. Its texts
// keep the rules of issue 38 point 14 and decision 053: a title is a complete phrase, never cut with "…";
// the summary adds to the creator's words instead of repeating them; a price is the all-in price.
import { findTopicsInText } from '@/core/concierge/message-interpretation'
import { computeTicketClassView } from '@/core/events/ticket-class-availability'
import type { RefundPolicy } from '@/core/events/refund-policy'
import { escapeHtml } from '@/core/shared/escape-html'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import { computeShownPrice, type AllInNote } from '@/core/ticketing/fees'
import type { TaxRule } from '@/core/ticketing/taxes'
import { formatEventTime } from '@/core/ticketing/event-time-text'
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import englishCheckout from '@/messages/en/checkout.json'
import type { DraftVenueInput, LocalTime } from './create-event-draft'
import { localTimeToInstant } from './creator-rules'
import type { Mood } from './auto-create-moods'
import { currencyExponent } from '@/core/money/currency'


export type AutoCreateAnswers = {
  /** What the event is, in the creator's words ("a jazz night with a local trio"). */
  what: string
  when: { start: LocalTime; durationMinutes: number }
  where: { online: true; onlineUrl?: string } | { online: false; venue: DraftVenueInput }
  price: { currency: string; valueMinor: number }
  capacity: number
  mood: Mood
}

export type GeneratedTicketClass = {
  name: string
  free: boolean
  priceMinor: number
  currency: string
  capacity: number
  salesEnd: Date | null
}

/** What the writer produces: the draft's texts and taxonomy (the model may write these instead). */
export type GeneratedTexts = {
  title: string
  summary: string
  /** Plain-text paragraphs; the use case escapes them into the description HTML. */
  paragraphs: string[]
  categoryId: number
  subcategoryId: number | null
  formatId: number
  tags: string[]
}

/**
 * The refund policy of a draft written from a few answers (decision 053): refunds up to 7 days before
 * the event, the fixed window most organizers keep on Eventbrite-like marketplaces. Buyers read a clear
 * promise on the event page and the organizer keeps a last week of settled sales; "Contact the organizer"
 * promised buyers nothing they could rely on.
 */
export const AUTO_CREATE_REFUND_POLICY: RefundPolicy = '7_days'

/** A drafted title's longest length: what the tool asks of the model, short enough to read whole on a card. */
export const TITLE_MAX_LENGTH = 80
/** A summary's longest length: the event's summary field. */
export const SUMMARY_MAX_LENGTH = 140

const OTHER_CATEGORY = 199
const FORMAT_BY_CATEGORY: Record<number, number> = { 101: 10, 102: 1, 103: 6, 104: 7, 105: 6, 108: 13, 109: 16, 110: 5, 111: 8, 114: 18, 115: 9, 119: 9 }
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])
// Title case keeps these lower case inside a title ("Standards from the Fifties").
const LOWER_CASE_IN_TITLES = new Set([...SMALL_WORDS, 'as', 'but', 'from', 'into', 'nor', 'over', 'per', 'so', 'than', 'via', 'vs'])
// Words that tie a phrase to what follows: a title ending on one stops mid-phrase ("Jazz Night with a").
const JOINING_WORDS = new Set([
  ...SMALL_WORDS,
  ...['about', 'after', 'around', 'as', 'before', 'between', 'but', 'during', 'featuring', 'feat', 'from', 'into', 'like', 'near', 'nor', 'over', 'plus'],
  ...['so', 'than', 'then', 'through', 'under', 'until', 'vs', 'where', 'which', 'while', 'who', 'whose', 'that', 'this', 'these', 'those'],
  ...['my', 'our', 'your', 'their', 'its', 'is', 'are', 'was', 'will', 'be', '&', '+'],
])
const LEADING = /^(?:(?:we(?:'| a)re|i(?:'| a)m)\s+(?:hosting|throwing|running|organi[sz]ing)\s+|(?:a|an|the|our|my)\s+)+/i
const ELLIPSIS = /…|\.{2,}/
const TRAILING_PUNCTUATION = /[\s,;:.!?–—-]+$/

const MOOD_WORDS: Record<Mood, { adjective: string; opening: string; closing: string }> = {
  lively: { adjective: 'lively', opening: 'Bring your energy:', closing: 'Come early, stay late and bring your friends.' },
  relaxed: { adjective: 'laid-back', opening: 'Slow down and settle in:', closing: 'No rush, no pressure: just good company.' },
  elegant: { adjective: 'elegant', opening: 'An evening to dress up for:', closing: 'We look forward to welcoming you.' },
  playful: { adjective: 'playful', opening: 'Get ready for some fun:', closing: 'Expect surprises, laughter and plenty of good moments.' },
  professional: { adjective: 'focused', opening: 'Learn, connect and leave with something useful:', closing: 'Bring your questions and your business cards.' },
  inspiring: { adjective: 'inspiring', opening: 'Come away with fresh ideas:', closing: 'Leave inspired, and bring someone who should be there too.' },
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const bareWord = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}&+]+|[^\p{L}\p{N}&+]+$/gu, '')
const count = (text: string, char: string) => text.split(char).length - 1

/**
 * Issue 38 point 14: a title is a complete phrase within TITLE_MAX_LENGTH. It has letters or digits, no
 * "…", does not end on punctuation that leads on or on a joining word, and leaves no bracket or quote open.
 */
export function isCompleteTitle(title: string): boolean {
  const last = title.split(' ').at(-1) ?? ''
  return (
    title.length > 0 &&
    title.length <= TITLE_MAX_LENGTH &&
    title === title.trim() &&
    /[\p{L}\p{N}]/u.test(title) &&
    !ELLIPSIS.test(title) &&
    !TRAILING_PUNCTUATION.test(title) &&
    !JOINING_WORDS.has(bareWord(last)) &&
    count(title, '(') === count(title, ')') &&
    count(title, '"') % 2 === 0 &&
    count(title, '“') === count(title, '”')
  )
}

/**
 * The longest run of `words`, from the first, that is a complete title: it stops where a phrase ends
 * (before a joining word or a bracket, after a comma or a dash, or at the last word), so never inside a
 * word or a phrase. Null when no run is short enough: a title is shortened, never cut.
 */
export function computeCompleteTitle(words: readonly string[]): string | null {
  let best: string | null = null
  for (let n = 1; n <= words.length; n++) {
    const next = words[n]
    const endsPhrase = next === undefined || JOINING_WORDS.has(bareWord(next)) || /^[(“"–—-]/.test(next) || /[,;:)”–—-]$/.test(words[n - 1]!)
    if (!endsPhrase) continue
    const phrase = words.slice(0, n).join(' ').replace(TRAILING_PUNCTUATION, '')
    if (phrase.length > TITLE_MAX_LENGTH) break
    if (isCompleteTitle(phrase)) best = phrase
  }
  return best
}

/** "a jazz night with a local trio. Bring friends!" → "Jazz Night with a Local Trio"; null when no complete title fits. */
export function titleFromWhat(what: string): string | null {
  const first = what.replace(new RegExp(ELLIPSIS.source, 'g'), '. ').trim().split(/(?<=[.!?])\s+|\n/)[0] ?? ''
  const words = first.replace(LEADING, '').replace(/[.!?]+$/, '').trim().split(/\s+/).filter(Boolean)
  return computeCompleteTitle(words.map((word, i) => (i > 0 && LOWER_CASE_IN_TITLES.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word))))
}

/** A title the model wrote: kept when complete, else shortened to its first complete phrase; null when it was cut ("…") or none fits. */
export function fitModelTitle(title: string): string | null {
  const clean = title.replace(/\s+/g, ' ').trim()
  if (isCompleteTitle(clean)) return clean
  return ELLIPSIS.test(clean) ? null : computeCompleteTitle(clean.split(' '))
}

// When the creator's words give no complete title (one endless word, 300 characters without a pause):
// what the rest of the answers say, "Elegant Performance in Chicago".
function titleFromAnswers(answers: AutoCreateAnswers, formatId: number): string {
  const adjective = capitalise(MOOD_WORDS[answers.mood].adjective)
  const format = getFormatById(formatId)?.name ?? 'Event'
  const placed = answers.where.online ? `${adjective} Online ${format}` : `${adjective} ${format} in ${answers.where.venue.city.trim()}`
  return isCompleteTitle(placed) ? placed : `${adjective} ${format}`
}

/** Wall-clock arithmetic on a local time: the end a duration after the start, in the same zone. */
export function addMinutesToLocal(local: string, minutes: number): string {
  return new Date(Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`) + minutes * 60_000).toISOString().slice(0, 19)
}

function describeWhen(start: LocalTime): string {
  return formatEventTime(localTimeToInstant(start.local, start.timezone), start.timezone)
}

function describeWhere(where: AutoCreateAnswers['where']): string {
  if (where.online) return 'Online: ticket holders get the joining link.'
  const v = where.venue
  return [v.name, v.address1, v.city].filter((part) => part && part.trim() !== '').join(', ')
}

/** A paid class's price as its buyer pays it: the event page's and checkout's own all-in text and amount. */
export type DraftPrice = { name: string; minor: number; text: string; note: AllInNote | null; salesEnd: Date | null }

/**
 * The prices the draft's texts may quote (issue 38 point 14): each paid class's all-in price by the
 * checkout's one rule (fees.ts `computeShownPrice`, through the event page's `computeTicketClassView`),
 * the fee and any sales tax the organizer adds included. A free draft has none.
 */
export function computeDraftPrices(classes: readonly GeneratedTicketClass[], { tax, now, timeZone }: { tax: TaxRule; now: Date; timeZone: string }): DraftPrice[] {
  return classes
    .filter((c) => !c.free)
    .map((c, i) => {
      const input = { id: i, name: c.name, kind: 'paid', priceMinor: c.priceMinor, currency: c.currency, capacity: c.capacity, sold: 0, held: 0, salesStart: null, salesEnd: c.salesEnd }
      const view = computeTicketClassView(input, { now, timeZone, soldHere: true, tax })
      return { name: c.name, minor: computeShownPrice(c.priceMinor, { soldHere: true, currency: c.currency, tax }), text: view.priceText, note: view.priceNote, salesEnd: c.salesEnd }
    })
}

const withNote = (price: DraftPrice, around: (note: string) => string) => `${price.text}${price.note ? around(englishCheckout[price.note]) : ''}`

function dayInWords(date: Date, timeZone: string): string {
  return cachedDateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(date)
}

function describePrices(answers: AutoCreateAnswers, prices: readonly DraftPrice[]): string {
  const seats = `${answers.capacity} ${answers.capacity === 1 ? 'place' : 'places'}`
  if (prices.length === 0) return `Free, with ${seats}: reserve yours early.`
  const zone = answers.when.start.timezone
  const lines = prices.map((p) => `${p.name}: ${withNote(p, (note) => ` (${note})`)}${p.salesEnd ? ` until ${dayInWords(p.salesEnd, zone)}` : ''}`)
  return `${lines.join('; ')}. ${capitalise(seats)} in all.`
}

/**
 * Issue 38 point 14: the summary adds to the creator's words: what kind of event, where, when and from
 * what price, never their words again. Parts are left out, last first, until it fits; nothing is cut.
 */
function summaryFor(answers: AutoCreateAnswers, formatId: number, prices: readonly DraftPrice[]): string {
  const adjective = MOOD_WORDS[answers.mood].adjective
  const kind = `${/^[aeiou]/.test(adjective) ? 'An' : 'A'} ${adjective} ${(getFormatById(formatId)?.name ?? 'event').toLowerCase()}`
  const { where, when } = answers
  const venue = !where.online && where.venue.name.trim() !== '' ? ` at ${where.venue.name.trim()}` : ''
  const place = where.online ? ' online' : ` in ${where.venue.city.trim()}`
  const date = ` on ${dayInWords(localTimeToInstant(when.start.local, when.start.timezone), when.start.timezone)}`
  const cheapest = prices.reduce<DraftPrice | null>((low, p) => (low === null || p.minor < low.minor ? p : low), null)
  const price = cheapest ? ` Tickets from ${withNote(cheapest, (note) => ` ${note}`)}.` : ' Free to attend.'
  const candidates = [`${kind}${venue}${place}${date}.${price}`, `${kind}${place}${date}.${price}`, `${kind}${place}${date}.`, `${kind}${place}.`]
  return candidates.find((c) => c.length <= SUMMARY_MAX_LENGTH) ?? `${kind}.`
}

const comparable = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `

/** A summary adds something (issue 38 point 14): it is not the creator's words again, nor part of them, and has not been cut. */
export function isSummaryOfItsOwn(summary: string, what: string): boolean {
  const s = comparable(summary)
  const w = comparable(what)
  return summary.length <= SUMMARY_MAX_LENGTH && s.trim() !== '' && !ELLIPSIS.test(summary) && !w.includes(s) && !s.includes(w)
}

function currencyMarkers(currency: string): string[] {
  const symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency
  // "CA$" is also written "$": a "$" amount in a Canadian event's text is one of its prices.
  return [...new Set([symbol, currency, ...(symbol.endsWith('$') ? ['$'] : [])])]
}

/** The amounts of `currency` written in `text` ("$19.62", "19.62 USD", "USD 1,250"), in minor units. */
export function findAmountsInText(text: string, currency: string): number[] {
  const markers = currencyMarkers(currency)
    .map((m) => m.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&'))
    .join('|')
  const amount = String.raw`(\d[\d,]*(?:\.\d+)?)`
  const pattern = new RegExp(String.raw`(?:${markers})\s?${amount}|${amount}\s?(?:${markers})(?![\p{L}])`, 'gu')
  const exponent = currencyExponent(currency)
  return [...text.matchAll(pattern)].map((m) => Math.round(Number((m[1] ?? m[2]!).replace(/,/g, '')) * 10 ** exponent))
}

/** Every price written in `text` is one of the draft's all-in prices (none at all for a free draft). */
export function quotesOnlyAllInPrices(text: string, prices: readonly DraftPrice[], currency: string): boolean {
  return findAmountsInText(text, currency).every((amount) => prices.some((p) => p.minor === amount))
}

/** The taxonomy of the creator's answer: what the concierge would read in it, with sensible defaults. */
export function classifyWhat(what: string, mood: Mood): Pick<GeneratedTexts, 'categoryId' | 'subcategoryId' | 'formatId'> & { topicTags: string[] } {
  const topics = findTopicsInText(what)
  const categoryId = topics.categoryIds.find((id) => getCategoryById(id)) ?? OTHER_CATEGORY
  const subcategoryId = topics.subcategoryIds.find((id) => getSubcategoryById(id)?.categoryId === categoryId) ?? null
  const formatId = topics.formatIds.find((id) => getFormatById(id)) ?? FORMAT_BY_CATEGORY[categoryId] ?? (mood === 'professional' ? 10 : 11)
  return { categoryId, subcategoryId, formatId, topicTags: topics.tags }
}

const TAG_STOP_WORDS = new Set([...SMALL_WORDS, 'our', 'my', 'your', 'we', 'us', 'is', 'are', 'will', 'be', 'this', 'that', 'from', 'night', 'evening', 'day', 'event', 'local', 'all'])

function tagsFor(what: string, mood: Mood, topicTags: readonly string[], categoryId: number, formatId: number): string[] {
  const words = what
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !TAG_STOP_WORDS.has(w))
  const named = [getFormatById(formatId)?.name.toLowerCase(), categoryId === OTHER_CATEGORY ? undefined : getCategoryById(categoryId)?.name.toLowerCase()]
  const all = [...topicTags, ...words, ...named.filter((t): t is string => Boolean(t)), mood].map((t) => t.slice(0, 40))
  return [...new Set(all)].slice(0, 8)
}

/** The built-in writer's texts and taxonomy; `prices` are the draft's all-in prices (`computeDraftPrices`). */
export function writeDraftTexts(answers: AutoCreateAnswers, prices: readonly DraftPrice[]): GeneratedTexts {
  const { categoryId, subcategoryId, formatId, topicTags } = classifyWhat(answers.what, answers.mood)
  const mood = MOOD_WORDS[answers.mood]
  const what = answers.what.trim().replace(/\s+/g, ' ')
  return {
    title: titleFromWhat(answers.what) ?? titleFromAnswers(answers, formatId),
    summary: summaryFor(answers, formatId, prices),
    paragraphs: [
      `${mood.opening} ${capitalise(what).replace(/([^.!?…])$/, '$1.')}`,
      `When: ${describeWhen(answers.when.start)}, for ${formatDuration(answers.when.durationMinutes)}.`,
      `Where: ${describeWhere(answers.where)}`,
      describePrices(answers, prices),
      mood.closing,
    ],
    categoryId,
    subcategoryId,
    formatId,
    tags: tagsFor(answers.what, answers.mood, topicTags, categoryId, formatId),
  }
}

function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const hours = h > 0 ? `${h} hour${h === 1 ? '' : 's'}` : ''
  const mins = m > 0 ? `${m} minute${m === 1 ? '' : 's'}` : ''
  return [hours, mins].filter(Boolean).join(' ')
}

const EARLY_BIRD_MIN_CAPACITY = 10
const EARLY_BIRD_LEAD_DAYS = 21
const EARLY_BIRD_ENDS_DAYS_BEFORE = 14

/**
 * The ticket classes of the answers: one free class, or a paid one with an early-bird class (a fifth of
 * the places at 80 % of the price, on sale until two weeks before) when the event is three weeks away or
 * more and has places enough. The classes' places add up to the capacity asked for.
 */
export function ticketClassesFor(answers: AutoCreateAnswers, now: Date): GeneratedTicketClass[] {
  const { currency, valueMinor } = answers.price
  if (valueMinor === 0) return [{ name: 'General admission', free: true, priceMinor: 0, currency, capacity: answers.capacity, salesEnd: null }]
  const startAt = localTimeToInstant(answers.when.start.local, answers.when.start.timezone)
  const leadDays = (startAt.getTime() - now.getTime()) / 86_400_000
  // 80% of the price, rounded to a whole unit of the currency when that leaves a price.
  const unit = 10 ** currencyExponent(currency)
  const earlyPrice = Math.round((valueMinor * 0.8) / unit) * unit || Math.round(valueMinor * 0.8)
  if (leadDays < EARLY_BIRD_LEAD_DAYS || answers.capacity < EARLY_BIRD_MIN_CAPACITY || earlyPrice <= 0 || earlyPrice >= valueMinor) {
    return [{ name: 'General admission', free: false, priceMinor: valueMinor, currency, capacity: answers.capacity, salesEnd: null }]
  }
  const early = Math.max(1, Math.floor(answers.capacity / 5))
  return [
    { name: 'Early bird', free: false, priceMinor: earlyPrice, currency, capacity: early, salesEnd: new Date(startAt.getTime() - EARLY_BIRD_ENDS_DAYS_BEFORE * 86_400_000) },
    { name: 'General admission', free: false, priceMinor: valueMinor, currency, capacity: answers.capacity - early, salesEnd: null },
  ]
}

/** Paragraphs of plain text as description HTML: every character the writer chose is text, never markup. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p.trim())}</p>`).join('')
}
