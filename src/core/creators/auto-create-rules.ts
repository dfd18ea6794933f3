// The built-in event writer of "Create my event faster with AI" (issue 20, spec §2): from a few answers
// (what, when, where, price and capacity, mood) it writes a complete draft with no network at all. It is
// also what the language model's answer falls back to, and it always sets the ticket classes.
import { findTopicsInText } from '@/core/concierge/message-interpretation'
import { formatMoney } from '@/core/money/money'
import { escapeHtml } from '@/core/shared/escape-html'
import { formatEventTime } from '@/core/ticketing/event-time-text'
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
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

const OTHER_CATEGORY = 199
const FORMAT_BY_CATEGORY: Record<number, number> = { 101: 10, 102: 1, 103: 6, 104: 7, 105: 6, 108: 13, 109: 16, 110: 5, 111: 8, 114: 18, 115: 9, 119: 9 }
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])
const LEADING = /^(?:(?:we(?:'| a)re|i(?:'| a)m)\s+(?:hosting|throwing|running|organi[sz]ing)\s+|(?:a|an|the|our|my)\s+)+/i

const MOOD_WORDS: Record<Mood, { adjective: string; opening: string; closing: string }> = {
  lively: { adjective: 'lively', opening: 'Bring your energy:', closing: 'Come early, stay late and bring your friends.' },
  relaxed: { adjective: 'laid-back', opening: 'Slow down and settle in:', closing: 'No rush, no pressure: just good company.' },
  elegant: { adjective: 'elegant', opening: 'An evening to dress up for:', closing: 'We look forward to welcoming you.' },
  playful: { adjective: 'playful', opening: 'Get ready for some fun:', closing: 'Expect surprises, laughter and plenty of good moments.' },
  professional: { adjective: 'focused', opening: 'Learn, connect and leave with something useful:', closing: 'Bring your questions and your business cards.' },
  inspiring: { adjective: 'inspiring', opening: 'Come away with fresh ideas:', closing: 'Leave inspired, and bring someone who should be there too.' },
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}

/** "a jazz night with a local trio." → "Jazz Night with a Local Trio". */
export function titleFromWhat(what: string): string {
  const first = what.trim().split(/(?<=[.!?])\s+|\n/)[0] ?? what
  const words = first.replace(LEADING, '').replace(/[.!?]+$/, '').trim().split(/\s+/).filter(Boolean)
  const titled = words.map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
  return clip(titled.join(' ') || 'New Event', 80)
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

function describePrice(answers: AutoCreateAnswers): string {
  const seats = `${answers.capacity} ${answers.capacity === 1 ? 'place' : 'places'}`
  return answers.price.valueMinor === 0 ? `Free, with ${seats}: reserve yours early.` : `Tickets from ${formatMoney(answers.price.valueMinor, answers.price.currency)}, ${seats} in all.`
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

/** The built-in writer's texts and taxonomy. */
export function writeDraftTexts(answers: AutoCreateAnswers): GeneratedTexts {
  const { categoryId, subcategoryId, formatId, topicTags } = classifyWhat(answers.what, answers.mood)
  const title = titleFromWhat(answers.what)
  const mood = MOOD_WORDS[answers.mood]
  const format = getFormatById(formatId)?.name.toLowerCase() ?? 'event'
  const place = answers.where.online ? 'online' : `in ${answers.where.venue.city}`
  const what = answers.what.trim().replace(/\s+/g, ' ')
  return {
    title,
    summary: clip(`A ${mood.adjective} ${format} ${place}: ${what.charAt(0).toLowerCase()}${what.slice(1).replace(/[.!?]+$/, '')}.`, 140),
    paragraphs: [
      `${mood.opening} ${clip(what.charAt(0).toUpperCase() + what.slice(1), 600).replace(/([^.!?…])$/, '$1.')}`,
      `When: ${describeWhen(answers.when.start)}, for ${formatDuration(answers.when.durationMinutes)}.`,
      `Where: ${describeWhere(answers.where)}`,
      describePrice(answers),
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
