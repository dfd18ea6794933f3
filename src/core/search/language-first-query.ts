// Issue 38 point 12, decision 055: a search typed on a page in another language than English reads its
// words in that language first. "konzert" on /de-de/ is the music category, not the English text
// "concert" its spelling correction found (which matched a comedy night called "… Concert"). The words a
// language has for the taxonomy come from what the site already says in it: the taxonomy catalog's
// category and format names, the subcategories catalog's titles, the footer's "Things to do" words
// ("Konzerte") and, for the concierge's languages, its synonym table ("Konzert", "Kabarett"). Pure.
import { foldAccents, isConciergeLanguage } from '@/core/concierge/message-language'
import { OWN_SYNONYMS, type Topic } from '@/core/concierge/topic-synonyms'
import type { CatalogLanguage } from '@/core/i18n/page-locale'
import { CATEGORIES, getCategoryById, getCategoryBySlug } from '@/core/taxonomy/categories'
import { FORMATS, getFormatById } from '@/core/taxonomy/formats'
import { SUBCATEGORIES, getSubcategoryById } from '@/core/taxonomy/subcategories'
import { THINGS_TO_DO } from '@/core/taxonomy/things-to-do'
import deFooter from '@/messages/de/footer.json'
import deSubcategories from '@/messages/de/subcategories.json'
import deTaxonomy from '@/messages/de/taxonomy.json'
import enFooter from '@/messages/en/footer.json'
import enSubcategories from '@/messages/en/subcategories.json'
import enTaxonomy from '@/messages/en/taxonomy.json'
import esFooter from '@/messages/es/footer.json'
import esSubcategories from '@/messages/es/subcategories.json'
import esTaxonomy from '@/messages/es/taxonomy.json'
import frFooter from '@/messages/fr/footer.json'
import frSubcategories from '@/messages/fr/subcategories.json'
import frTaxonomy from '@/messages/fr/taxonomy.json'
import itFooter from '@/messages/it/footer.json'
import itSubcategories from '@/messages/it/subcategories.json'
import itTaxonomy from '@/messages/it/taxonomy.json'
import nlFooter from '@/messages/nl/footer.json'
import nlSubcategories from '@/messages/nl/subcategories.json'
import nlTaxonomy from '@/messages/nl/taxonomy.json'
import ptFooter from '@/messages/pt/footer.json'
import ptSubcategories from '@/messages/pt/subcategories.json'
import ptTaxonomy from '@/messages/pt/taxonomy.json'
import svFooter from '@/messages/sv/footer.json'
import svSubcategories from '@/messages/sv/subcategories.json'
import svTaxonomy from '@/messages/sv/taxonomy.json'
import { MAX_TAGS, normalizeQueryText, type ResultsQuery } from './results-url'

type Catalogs = {
  taxonomy: { categories: Record<string, string>; formats: Record<string, string>; formatsPlural: Record<string, string> }
  subcategories: { titles: Record<string, string> }
  footer: Record<string, unknown>
}

const CATALOGS: Readonly<Record<CatalogLanguage, Catalogs>> = {
  en: { taxonomy: enTaxonomy, subcategories: enSubcategories, footer: enFooter },
  de: { taxonomy: deTaxonomy, subcategories: deSubcategories, footer: deFooter },
  es: { taxonomy: esTaxonomy, subcategories: esSubcategories, footer: esFooter },
  fr: { taxonomy: frTaxonomy, subcategories: frSubcategories, footer: frFooter },
  it: { taxonomy: itTaxonomy, subcategories: itSubcategories, footer: itFooter },
  nl: { taxonomy: nlTaxonomy, subcategories: nlSubcategories, footer: nlFooter },
  pt: { taxonomy: ptTaxonomy, subcategories: ptSubcategories, footer: ptFooter },
  sv: { taxonomy: svTaxonomy, subcategories: svSubcategories, footer: svFooter },
}

/** A name of the taxonomy in one language: as the site writes it (`shown`) and the topic it means. */
export type TaxonomyName = { shown: string; topic: Topic }

const categoryTopic = (slug: string): Topic | null => {
  const category = getCategoryBySlug(slug)
  return category ? { categoryIds: [category.id] } : null
}

/**
 * The taxonomy's names in a language's catalogs, in the order the autocomplete offers them: categories,
 * subcategories (not their "Other"), formats (singular, then plural) and the footer's "Things to do".
 */
export function listTaxonomyNames(language: CatalogLanguage): TaxonomyName[] {
  const { taxonomy, subcategories, footer } = CATALOGS[language]
  const out: TaxonomyName[] = []
  const add = (shown: unknown, topic: Topic | null) => {
    if (typeof shown === 'string' && shown.trim() && topic) out.push({ shown: shown.trim(), topic })
  }
  for (const category of CATEGORIES) if (category.slug !== 'other') add(taxonomy.categories[category.slug], { categoryIds: [category.id] })
  for (const subcategory of SUBCATEGORIES) {
    if (subcategory.refinement === 'other') continue
    add(subcategories.titles[String(subcategory.id)], { categoryIds: [subcategory.categoryId], subcategoryIds: [subcategory.id] })
  }
  for (const names of [taxonomy.formats, taxonomy.formatsPlural]) {
    for (const format of FORMATS) add(names[format.slug], { formatIds: [format.id] })
  }
  for (const thing of THINGS_TO_DO) add(footer[thing.title], categoryTopic(thing.categorySlug))
  return out
}

/** A text's words as the rules compare them: the URL's normal form, accents folded, symbols alone dropped. */
function wordsOf(text: string): string[] {
  return (normalizeQueryText(text) ?? '').split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word))
}

const keyOf = (word: string) => foldAccents(word)

type Phrase = { words: string[]; topic: Topic; fromSubcategory: boolean }

function mergeTopics(a: Topic, b: Topic): Topic {
  const union = (x: readonly number[] = [], y: readonly number[] = []) => [...new Set([...x, ...y])].sort((m, n) => m - n)
  return { categoryIds: union(a.categoryIds, b.categoryIds), subcategoryIds: union(a.subcategoryIds, b.subcategoryIds) }
}

/**
 * A language's phrases, longest first. The concierge's synonyms come first (chosen for what people
 * type); then the catalogs' names. Two subcategories with one title ("Oper" in music and in the arts)
 * mean both; otherwise the first meaning of a phrase is kept.
 */
function buildPhrases(language: CatalogLanguage): Phrase[] {
  const byKey = new Map<string, Phrase>()
  const add = (phrase: Omit<Phrase, 'words'> & { text: string }) => {
    const words = wordsOf(phrase.text).map(keyOf)
    if (words.length === 0) return
    const key = words.join(' ')
    const seen = byKey.get(key)
    if (!seen) byKey.set(key, { words, topic: phrase.topic, fromSubcategory: phrase.fromSubcategory })
    else if (seen.fromSubcategory && phrase.fromSubcategory) seen.topic = mergeTopics(seen.topic, phrase.topic)
  }
  if (isConciergeLanguage(language)) {
    for (const entry of OWN_SYNONYMS[language]) add({ text: entry.phrase.join(' '), topic: entry.topic, fromSubcategory: false })
  }
  for (const name of listTaxonomyNames(language)) {
    add({ text: name.shown, topic: name.topic, fromSubcategory: (name.topic.subcategoryIds?.length ?? 0) > 0 })
  }
  return [...byKey.values()].sort((a, b) => b.words.length - a.words.length)
}

// English is the language of the text search itself (its vocabulary and stemming): an English page's
// words are searched as typed, as before. Every other catalog language reads its own words first.
const PHRASES: Readonly<Partial<Record<CatalogLanguage, readonly Phrase[]>>> = Object.fromEntries(
  (Object.keys(CATALOGS) as CatalogLanguage[]).filter((language) => language !== 'en').map((language) => [language, buildPhrases(language)]),
)

// A plural "s" is forgiven, as the concierge's matcher forgives it ("festivals", "workshops").
const sameWord = (typed: string, word: string) => typed === word || (typed.endsWith('s') && typed.slice(0, -1) === word)

/**
 * The query with `topic` applied, or null when it would contradict a filter already chosen (a word never
 * overrides the filters: "konzert" on a comedy page stays text) or cannot be said in a results URL (one
 * category, one format; several categories only through their subcategories).
 */
function applyTopic(query: ResultsQuery, topic: Topic): ResultsQuery | null {
  const next: ResultsQuery = { ...query }
  const formats = topic.formatIds ?? []
  const categories = topic.categoryIds ?? []
  let subcategories = topic.subcategoryIds ?? []
  if (formats.length > 1) return null
  if (formats.length === 1) {
    const slug = getFormatById(formats[0]!)?.slug
    if (!slug || (query.formatSlug !== undefined && query.formatSlug !== slug)) return null
    next.formatSlug = slug
  }
  const chosenCategory = query.categorySlug ? getCategoryBySlug(query.categorySlug) : null
  if (subcategories.length > 0) {
    if ((query.subcategoryIds?.length ?? 0) > 0) return null
    if (chosenCategory) subcategories = subcategories.filter((id) => getSubcategoryById(id)?.categoryId === chosenCategory.id)
    if (subcategories.length === 0) return null
    next.subcategoryIds = [...subcategories]
    const only = categories.length === 1 ? getCategoryById(categories[0]!) : null
    if (!chosenCategory && only) next.categorySlug = only.slug
  } else if (categories.length === 1) {
    const slug = getCategoryById(categories[0]!)?.slug
    if (!slug || (query.categorySlug !== undefined && query.categorySlug !== slug)) return null
    if ((query.subcategoryIds ?? []).some((id) => getSubcategoryById(id)?.categoryId !== categories[0])) return null
    next.categorySlug = slug
  } else if (categories.length > 1) {
    return null
  }
  const tags = [...new Set([...(query.tags ?? []), ...(topic.tags ?? [])])]
  if (tags.length > MAX_TAGS) return null
  if (tags.length > 0) next.tags = tags.sort()
  return next
}

/**
 * Decision 055: a results query whose text holds words of the page's language for the taxonomy, with
 * those words turned into the filters they name and the rest kept as text ("jazz konzert" →
 * music, text "jazz"); the same query when none applies, when the text is to be searched as typed
 * (`exact`, "Search instead for …") or when the page is English. Longest phrases first.
 */
export function computeLanguageFirstQuery(query: ResultsQuery, language: CatalogLanguage): ResultsQuery {
  const phrases = PHRASES[language]
  if (!phrases || !query.text || query.exact) return query
  const typed = wordsOf(query.text)
  const keys = typed.map(keyOf)
  let next = query
  const rest: string[] = []
  for (let i = 0; i < typed.length; ) {
    const phrase = phrases.find((p) => p.words.every((word, k) => keys[i + k] !== undefined && sameWord(keys[i + k]!, word)))
    const applied = phrase ? applyTopic(next, phrase.topic) : null
    if (phrase && applied) {
      next = applied
      i += phrase.words.length
    } else {
      rest.push(typed[i]!)
      i++
    }
  }
  if (next === query) return query
  const result: ResultsQuery = { ...next, text: rest.length > 0 ? rest.join(' ') : undefined }
  if (result.text === undefined) delete result.text
  delete result.page
  return result
}
