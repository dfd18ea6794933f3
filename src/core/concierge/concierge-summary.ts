// The concierge's words (spec §7 ask call): the one question it asks when a request is too vague, and
// the one- or two-sentence summary of what it found and how it understood the request. Issue 25: in the
// language of the question, from the `concierge` catalog (src/messages/{language}/concierge.json), with
// dates, numbers and money through Intl in that language. English reads as it always has.
import { createTranslator } from 'next-intl'
import type { CatalogLanguage } from '@/core/i18n/page-locale'
import { formatMoney, toMajorValue } from '@/core/money/money'
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import deConcierge from '@/messages/de/concierge.json'
import enConcierge from '@/messages/en/concierge.json'
import esConcierge from '@/messages/es/concierge.json'
import frConcierge from '@/messages/fr/concierge.json'
import itConcierge from '@/messages/it/concierge.json'
import nlConcierge from '@/messages/nl/concierge.json'
import ptConcierge from '@/messages/pt/concierge.json'
import svConcierge from '@/messages/sv/concierge.json'
import deTaxonomy from '@/messages/de/taxonomy.json'
import enTaxonomy from '@/messages/en/taxonomy.json'
import esTaxonomy from '@/messages/es/taxonomy.json'
import frTaxonomy from '@/messages/fr/taxonomy.json'
import itTaxonomy from '@/messages/it/taxonomy.json'
import nlTaxonomy from '@/messages/nl/taxonomy.json'
import ptTaxonomy from '@/messages/pt/taxonomy.json'
import svTaxonomy from '@/messages/sv/taxonomy.json'
import type { ConciergeDates, ConciergeSearch } from './concierge-search'

type ConciergeCatalog = typeof enConcierge

const CATALOGS: Readonly<Record<CatalogLanguage, { concierge: ConciergeCatalog; categories: Readonly<Record<string, string>> }>> = {
  en: { concierge: enConcierge, categories: enTaxonomy.categories },
  de: { concierge: deConcierge, categories: deTaxonomy.categories },
  es: { concierge: esConcierge, categories: esTaxonomy.categories },
  fr: { concierge: frConcierge, categories: frTaxonomy.categories },
  it: { concierge: itConcierge, categories: itTaxonomy.categories },
  nl: { concierge: nlConcierge, categories: nlTaxonomy.categories },
  pt: { concierge: ptConcierge, categories: ptTaxonomy.categories },
  sv: { concierge: svConcierge, categories: svTaxonomy.categories },
}

// The Intl locale a language's answers are formatted in when the page is in another language.
const DEFAULT_TAGS: Readonly<Record<CatalogLanguage, string>> = {
  en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', nl: 'nl-NL', pt: 'pt-BR', sv: 'sv-SE',
}

/** The language an answer is written in, and the Intl locale its dates, numbers and money take. */
export type AnswerLanguage = { language: CatalogLanguage; localeTag: string }

export const ENGLISH_ANSWER: AnswerLanguage = { language: 'en', localeTag: 'en-US' }

/**
 * `language` with the page's own region when the page speaks it (a Spanish answer on /es-us/ formats
 * money and dates as es-US), else the language's usual one.
 */
export function computeAnswerLanguage(language: CatalogLanguage, pageLocaleTag: string | null): AnswerLanguage {
  if (pageLocaleTag && pageLocaleTag.slice(0, 2).toLowerCase() === language) return { language, localeTag: pageLocaleTag }
  return { language, localeTag: DEFAULT_TAGS[language] }
}

type Words = {
  t: (key: string, values?: Record<string, string | number>) => string
  answer: AnswerLanguage
}

function words(answer: AnswerLanguage): Words {
  const translator = createTranslator({ locale: answer.localeTag, messages: { concierge: CATALOGS[answer.language].concierge }, namespace: 'concierge' })
  return { t: (key, values) => (translator as unknown as (key: string, values?: object) => string)(key, values), answer }
}

/** Spec §7 ask_user: one short, specific question about what, when and where. */
export function computeClarifyingQuestion({ greeting, placeName }: { greeting: boolean; placeName: string | null }, answer = ENGLISH_ANSWER): string {
  const { t } = words(answer)
  if (greeting) return placeName ? t('ask.greetingIn', { place: placeName }) : t('ask.greeting')
  return placeName ? t('ask.questionIn', { place: placeName }) : t('ask.question')
}

/**
 * Issue 22: a message that is not a search ("is there parking at the venue?") gets what the concierge can
 * do, honestly and briefly, instead of a search for its words.
 */
export function computeNotSearchAnswer(answer = ENGLISH_ANSWER): string {
  return words(answer).t('notSearch')
}

function describeDates({ t, answer }: Words, dates: ConciergeDates | null, timeOfDay: ConciergeSearch['timeOfDay']): string {
  if (!dates) return timeOfDay ? t(`parts.${timeOfDay}`) : ''
  let text: string
  if ('keyword' in dates) {
    if (dates.keyword === 'today' && timeOfDay === 'evening') return t('dates.tonight')
    text = t(`dates.${dates.keyword}`)
  } else {
    const dayFormat = new Intl.DateTimeFormat(answer.localeTag, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
    const start = new Date(`${dates.startDate}T00:00:00Z`)
    const end = new Date(`${dates.endDate}T00:00:00Z`)
    const nextDay = new Date(end.getTime() + 86_400_000)
    if (dates.startDate === dates.endDate) text = t('dates.on', { day: dayFormat.format(start) })
    // A whole month only: "in December 2026" for Dec 4–31 would promise days that were not searched.
    else if (nextDay.getUTCDate() === 1 && start.getUTCDate() === 1 && start.getUTCMonth() === end.getUTCMonth()) {
      const monthFormat = new Intl.DateTimeFormat(answer.localeTag, { month: 'long', year: 'numeric', timeZone: 'UTC' })
      text = t('dates.inMonth', { month: monthFormat.format(end) })
    } else text = t('dates.range', { start: dayFormat.format(start), end: dayFormat.format(end) })
  }
  return timeOfDay ? t('dates.withPart', { dates: text, part: t(`parts.${timeOfDay}`) }) : text
}

function money({ answer }: Words, minor: number, currency: string | null): string {
  if (!currency) return toMajorValue(minor, 'USD')
  return formatMoney(minor, currency, answer.localeTag)
}

// English lists join with "and" and no serial comma ("a, b and c"), as en-GB writes them.
function andList({ answer }: Words, items: readonly string[]): string {
  return new Intl.ListFormat(answer.language === 'en' ? 'en-GB' : answer.localeTag, { type: 'conjunction' }).format(items)
}

// The noun for `count` events: a format's own ("1 festival", "3 classes"), or "event(s)".
function noun({ t }: Words, search: ConciergeSearch, count: number): string {
  const format = search.formatIds.length === 1 ? getFormatById(search.formatIds[0]!) : null
  return t(`nouns.${format ? format.slug : 'event'}`, { count })
}

// What the search is about, in words: a kind within a category ("jazz"), else the categories, and tags.
function subjects({ t, answer }: Words, search: ConciergeSearch): string[] {
  const found = new Set<string>()
  const { concierge, categories } = CATALOGS[answer.language]
  if (answer.language === 'en') {
    const subTitles = search.subcategoryIds.map((id) => getSubcategoryById(id)?.title.trim()).filter((s): s is string => Boolean(s))
    // "Blues & Jazz" and "Jazz" both stand for jazz: the shortest title reads best.
    const shortest = [...subTitles].sort((a, b) => a.length - b.length)[0]
    if (shortest) found.add(shortest.toLowerCase())
    else for (const id of search.categoryIds) found.add((getCategoryById(id)?.name ?? '').toLowerCase())
    for (const tag of search.tags) found.add((POPULAR_TAGS.find((p) => p.slug === tag)?.label ?? tag).toLowerCase())
    return [...found].filter(Boolean)
  }
  // Other languages name the kinds their catalog knows, else the categories; German keeps its capitals.
  const lower = (text: string) => (answer.language === 'de' ? text : text.toLowerCase())
  const known = concierge.subjects as Readonly<Record<string, string>>
  const subTitles = search.subcategoryIds.map((id) => known[String(id)]).filter((s): s is string => Boolean(s))
  const shortest = [...subTitles].sort((a, b) => a.length - b.length)[0]
  if (shortest) found.add(shortest)
  else
    for (const id of search.categoryIds) {
      const slug = getCategoryById(id)?.slug
      const name = slug ? categories[slug] : undefined
      if (name) found.add(lower(name))
    }
  for (const tag of search.tags) found.add(POPULAR_TAGS.some((p) => p.slug === tag) ? t(`tags.${tag}`) : tag)
  return [...found].filter(Boolean)
}

function describeWhat(w: Words, search: ConciergeSearch, count: number, currency: string | null): string {
  const { t } = w
  const about = subjects(w, search)
  let what = noun(w, search, count)
  if (about.length > 0) what = t('search.subjects', { subjects: andList(w, about), noun: what })
  if (search.price === 'free') what = t('search.free', { what })
  else if (search.price === 'paid') what = t('search.paid', { what })
  if (search.text) what = t('search.matching', { what, text: search.text })
  if (search.maxPriceMinor !== null && search.price !== 'free') what = t('search.atMost', { what, price: money(w, search.maxPriceMinor, currency) })
  return what
}

function describeWhere({ t }: Words, search: ConciergeSearch, placeName: string | null): string {
  switch (search.place.kind) {
    case 'online':
      return t('search.online')
    case 'named':
      return t('search.in', { place: search.place.name })
    case 'around':
      return t('search.around', { place: search.place.name })
    case 'here':
      return placeName ? t('search.in', { place: placeName }) : ''
  }
}

function describe(w: Words, search: ConciergeSearch, placeName: string | null, count: number, currency: string | null): string {
  return [describeWhat(w, search, count, currency), describeWhere(w, search, placeName), describeDates(w, search.dates, search.timeOfDay)].filter(Boolean).join(' ')
}

/**
 * The whole understanding in words for `count` events: "free jazz events in Brooklyn this weekend",
 * "1 comedy event in London". `currency` is the one of the events found, for price caps (issue 22:
 * "cheaper" in London is in pounds).
 */
export function describeSearch(search: ConciergeSearch, placeName: string | null, count = 2, currency: string | null = null, answer = ENGLISH_ANSWER): string {
  return describe(words(answer), search, placeName, count, currency)
}

/** One step of a relaxation (concierge-relaxation.ts), to be said in the answer's language. */
export type RelaxationStep =
  | { kind: 'dates' | 'timeOfDay' | 'format' | 'subcategories' | 'price' | 'topic' | 'anyDate' }
  | { kind: 'nearby'; place: string }
  | { kind: 'tags'; tags: readonly string[] }
  | { kind: 'text'; text: string }

/** What a relaxation step did, in words that follow "so I": "widened the dates", "left out “kid friendly”". */
export function describeRelaxation(step: RelaxationStep, answer = ENGLISH_ANSWER): string {
  const w = words(answer)
  const { t } = w
  switch (step.kind) {
    case 'nearby':
      return t('relaxed.nearby', { place: step.place })
    case 'text':
      return t('relaxed.text', { text: step.text })
    case 'tags': {
      // English says the tags as they are written ("kid friendly"); other languages in their own words.
      const named = step.tags.map((tag) => t('relaxed.quoted', { tag: answer.language === 'en' || !POPULAR_TAGS.some((p) => p.slug === tag) ? tag.replace(/-/g, ' ') : t(`tags.${tag}`) }))
      return t('relaxed.tags', { tags: andList(w, named) })
    }
    default:
      return t(`relaxed.${step.kind}`)
  }
}

export type SummaryInput = {
  /** The search whose results are shown (relaxed, when a relaxation was needed). */
  search: ConciergeSearch
  /** The search as asked, when it found nothing and `search` is a relaxation of it. */
  asked: ConciergeSearch | null
  /** What the relaxation did, in order. */
  relaxed: readonly RelaxationStep[]
  placeName: string | null
  total: number
  shown: number
  sort: 'relevance' | 'date'
  /** The currency of the events shown (the most common one), null when none is shown. */
  currency: string | null
  /** The language to answer in (English when not given). */
  answer?: AnswerLanguage
}

/**
 * Spec §7 summary, written from the answer's own results (issue 22): how many were found, of what, where
 * and when, with the plural that fits; when the asked search found nothing, what was relaxed to find these.
 */
export function computeSummary({ search, asked, relaxed, placeName, total, shown, sort, currency, answer = ENGLISH_ANSWER }: SummaryInput): string {
  const w = words(answer)
  const { t } = w
  const did = andList(w, relaxed.map((step) => describeRelaxation(step, answer)))
  const nothing = t('summary.nothing', { search: describe(w, asked ?? search, placeName, 0, currency) })
  if (shown === 0) return relaxed.length > 0 ? t('summary.nothingRelaxedTry', { nothing, relaxed: did }) : t('summary.nothingTry', { nothing })
  const number = new Intl.NumberFormat(answer.localeTag)
  const count = total > shown ? `${number.format(total)}${total >= 10_000 ? '+' : ''}` : number.format(shown)
  const found = t('summary.count', { count, search: describe(w, search, placeName, total > shown ? total : shown, currency) })
  const more = { shown: number.format(shown), order: t(sort === 'date' ? 'summary.soonestFirst' : 'summary.bestFirst') }
  if (asked) return total > shown ? t('summary.relaxedFoundMore', { nothing, relaxed: did, found, ...more }) : t('summary.relaxedFound', { nothing, relaxed: did, found })
  return total > shown ? t('summary.foundMore', { found, ...more }) : t('summary.found', { found })
}
