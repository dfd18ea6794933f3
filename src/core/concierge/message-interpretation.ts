// The built-in concierge interpreter (issue 7 "Understanding", ARCHITECTURE §6): a chat message plus the
// earlier messages of the conversation become one structured search. No model, no network: a synonym
// table, our date rules, price words and the places table (through an injected lookup).
import { EMPTY_SEARCH, hasAnyConstraint, type ConciergePlace, type ConciergeSearch } from './concierge-search'
import { DATE_WORDS_BY_LANGUAGE, extractDatePhrases } from './date-phrases'
import { LANGUAGE_RULES, TOPIC_JOINERS, type LanguageRules, type PricePatterns } from './language-rules'
import { CONCIERGE_LANGUAGES, detectMessageLanguage, foldAccents, type ConciergeLanguage, type LanguageVocabulary } from './message-language'
import { createMemoisedCorrector, createSpellingIndex, isCorrectionCandidate, type SpellingIndex } from './spelling'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { ENGLISH_PHRASE_WORDS, OWN_TOPIC_WORDS, SYNONYMS_BY_LANGUAGE, TOPIC_WORDS_BY_LANGUAGE, type SynonymEntry, type Topic } from './topic-synonyms'

export type PlaceMatch = { placeId: string; name: string; slug: string; timeZone: string }

/** `typos`: also the place whose name is a few edits from `name` ("san fransisco", issue 22). */
export type PlaceLookupOptions = { typos: boolean }

/** Finds the place a name means (exactly, most likely first), or null. */
export type PlaceLookup = (name: string, options?: PlaceLookupOptions) => Promise<PlaceMatch | null>

export type InterpretContext = {
  now: Date
  /** Time zone of the chat's own location, for "today" when no other place is named. */
  homeTimeZone: string
  lookupPlace: PlaceLookup
  /**
   * The language of the page the chat is on, when the concierge understands it: a message with no word
   * of any language ("jazz") is read in the conversation's language so far, else in this one (issue 25).
   */
  pageLanguage?: ConciergeLanguage | null
}

/**
 * `notSearch`: the latest message asks about something other than finding events ("is there parking at
 * the venue?"); it gets an honest answer about what the concierge can do instead of a search (issue 22).
 */
export type Interpretation = {
  search: ConciergeSearch
  vague: boolean
  greeting: boolean
  notSearch: boolean
  /** The language the latest message is in (issue 25), null when nothing tells and the page's is not known. */
  language: ConciergeLanguage | null
}

/** "Cheap" without a number: a lowest ticket price of $20 or less, free events included. */
export const CHEAP_MAX_PRICE_MINOR = 2000

/** Longest place name tried after "in"/"near", in words ("Rio de Janeiro", "Salt Lake City"). */
const MAX_PLACE_WORDS = 4
// A message names a place once; a thousand "in x" would cost thousands of lookups, each a query that on
// the embedded database runs on the event loop (issue 21 finding 2). Each earlier message may spend
// `MAX_PLACE_LOOKUPS_PER_MESSAGE` lookups out of a shared `MAX_PLACE_LOOKUPS_FOR_HISTORY`; the new
// message always has its own.
const MAX_PLACE_TRIES_PER_MESSAGE = 1
// Each length of name is looked up as written, then once more forgiving typos (issue 22).
const MAX_PLACE_LOOKUPS_PER_MESSAGE = 2 * MAX_PLACE_WORDS
// Issue 21's bound of 16 lookups per ask is kept: the history shares the same number as the new message.
const MAX_PLACE_LOOKUPS_FOR_HISTORY = MAX_PLACE_LOOKUPS_PER_MESSAGE
/** Free keywords kept for the text search: a real request has a few; a wall of text would make a huge query. */
export const MAX_TEXT_WORDS = 8
// What one ask interprets is bounded whatever the API accepts (issue 21 finding 2): every rule below is
// linear in the text it reads, so bounding the text bounds the work. A conversation's meaning lives in
// its latest turns (a new topic starts afresh), and the chat's own input stops at 500 characters
// (CHAT_MAX_LENGTH, spec §5 maxLength), so longer messages only arrive from other clients.
/** Earlier messages interpreted: the latest ones; older ones are not read. */
export const MAX_INTERPRETED_HISTORY = 10
/** Characters of each message interpreted (cut at a word boundary). */
export const MAX_INTERPRETED_MESSAGE_CHARS = 500
/** Unknown words per message offered to spelling correction; the rest stay as typed. */
export const MAX_CORRECTED_WORDS_PER_MESSAGE = 24

/** The part of a message the interpreter reads: its first MAX_INTERPRETED_MESSAGE_CHARS, whole words only. */
export function interpretedPart(message: string): string {
  if (message.length <= MAX_INTERPRETED_MESSAGE_CHARS) return message
  const head = message.slice(0, MAX_INTERPRETED_MESSAGE_CHARS + 1)
  const lastSpace = head.search(/\s\S*$/)
  return lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, MAX_INTERPRETED_MESSAGE_CHARS)
}

/**
 * Lower case, accents folded ("música" → "musica", issue 25), no control characters or punctuation that
 * means nothing to the rules (spec §5); "€" reads as "euros".
 */
export function normalizeMessage(text: string): string {
  return foldAccents(text.normalize('NFKC'))
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[\u2018\u2019\u02bc']/g, '')
    .replace(/€/g, ' euros ')
    .replace(/[^a-z0-9$&/\-\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

type TurnTopic = { categoryIds: number[]; subcategoryIds: number[]; formatIds: number[]; tags: string[]; text: string | null }

type Turn = {
  topic: TurnTopic | null
  place: ConciergePlace | null
  dates: ConciergeSearch['dates']
  timeOfDay: ConciergeSearch['timeOfDay']
  price: ConciergeSearch['price']
  maxPriceMinor: number | null
  cheaper: boolean
  followUp: boolean
  greeting: boolean
  notSearch: boolean
}

function cutMatch(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`.replace(/\s+/g, ' ').trim()
}

type PriceFound = { rest: string; price: Turn['price']; maxPriceMinor: number | null; cheaper: boolean }

function extractPrice(text: string, patterns: PricePatterns): PriceFound {
  let rest = text
  let price: Turn['price'] = null
  let maxPriceMinor: number | null = null
  let cheaper = false
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const m = pattern.exec(rest)
    if (m) rest = cutMatch(rest, m.index, m[0].length)
    return m
  }
  let cap: RegExpExecArray | null = null
  for (const pattern of patterns.caps) cap ??= take(pattern)
  if (cap) maxPriceMinor = Number(cap[1]) * 100
  if (take(patterns.cheaper)) cheaper = true
  if (take(patterns.free)) price = 'free'
  if (take(patterns.cheap)) maxPriceMinor ??= CHEAP_MAX_PRICE_MINOR
  if (take(patterns.paid)) price ??= 'paid'
  return { rest, price, maxPriceMinor, cheaper }
}

/** What reading a message in one language needs: its rules, synonym table and spelling indexes. */
type LanguageReader = {
  language: ConciergeLanguage
  rules: LanguageRules
  topicWords: ReadonlySet<string>
  /** Every word of the synonym table and the fillers: such words are never "corrected". */
  phraseWords: ReadonlySet<string>
  topicSpelling: SpellingIndex
  dateSpelling: SpellingIndex
  correctTopicSpelling: (word: string) => string
  correctDateSpelling: (word: string) => string
  /** Synonym entries by their first word, in table order (linear in the message, issue 21 finding 2). */
  synonymsByFirstWord: ReadonlyMap<string, readonly SynonymEntry[]>
  synonymOrder: ReadonlyMap<SynonymEntry, number>
}

function createReader(language: ConciergeLanguage): LanguageReader {
  const rules = LANGUAGE_RULES[language]
  const synonyms = SYNONYMS_BY_LANGUAGE[language]
  // The English fillers stay fillers in every language: "please", "events" and "ok" are typed everywhere.
  const fillers = language === 'en' ? rules.fillers : new Set([...rules.fillers, ...LANGUAGE_RULES.en.fillers])
  const phraseWords = new Set([...fillers, ...synonyms.flatMap((s) => s.phrase)])
  const topicSpelling = createSpellingIndex(TOPIC_WORDS_BY_LANGUAGE[language])
  const dateSpelling = createSpellingIndex(DATE_WORDS_BY_LANGUAGE[language])
  const synonymsByFirstWord = new Map<string, SynonymEntry[]>()
  for (const entry of synonyms) {
    const first = entry.phrase[0]
    if (first === undefined) continue
    const list = synonymsByFirstWord.get(first)
    if (list) list.push(entry)
    else synonymsByFirstWord.set(first, [entry])
  }
  return {
    language,
    rules: { ...rules, fillers },
    topicWords: TOPIC_WORDS_BY_LANGUAGE[language],
    phraseWords,
    topicSpelling,
    dateSpelling,
    // Built once per process, with their answers remembered: the vocabulary is fixed.
    correctTopicSpelling: createMemoisedCorrector(topicSpelling, phraseWords),
    correctDateSpelling: createMemoisedCorrector(dateSpelling, phraseWords),
    synonymsByFirstWord,
    synonymOrder: new Map(synonyms.map((entry, i) => [entry, i])),
  }
}

const READERS: Readonly<Record<ConciergeLanguage, LanguageReader>> = {
  en: createReader('en'),
  es: createReader('es'),
  fr: createReader('fr'),
  de: createReader('de'),
}

// Price words that tell a message's language (the price patterns hold them too, inside phrases).
const PRICE_WORDS: Readonly<Record<ConciergeLanguage, readonly string[]>> = {
  en: ['free', 'cheap', 'cheaper', 'under', 'below', 'affordable', 'paid', 'budget', 'dollars', 'bucks'],
  es: ['gratis', 'gratuito', 'gratuitos', 'gratuita', 'gratuitas', 'barato', 'baratos', 'barata', 'baratas', 'economico', 'economicos', 'menos', 'pago'],
  fr: ['gratuit', 'gratuits', 'gratuite', 'gratuites', 'cher', 'chers', 'chere', 'cheres', 'moins', 'payant', 'payants', 'marche'],
  de: ['kostenlos', 'kostenlose', 'kostenlosen', 'umsonst', 'gunstig', 'gunstige', 'gunstigen', 'billig', 'billige', 'unter', 'eintritt', 'preiswert'],
}

/**
 * Each language's own words, for telling which language a message is in (message-language.ts). A word the
 * English topics use is no sign of another language ("ai" of "AI conference" is also French's "j'ai").
 */
export const LANGUAGE_VOCABULARY: LanguageVocabulary = Object.fromEntries(
  CONCIERGE_LANGUAGES.map((language) => {
    const rules = LANGUAGE_RULES[language]
    const words = [...rules.fillers, ...rules.greetings, ...DATE_WORDS_BY_LANGUAGE[language], ...PRICE_WORDS[language], ...OWN_TOPIC_WORDS[language]]
    return [language, new Set(language === 'en' ? words : words.filter((w) => !ENGLISH_PHRASE_WORDS.has(w)))]
  }),
) as unknown as LanguageVocabulary

type PlaceFound = { rest: string; place: ConciergePlace | null }

// Where a name may start after a preposition: an article is part of some names ("The Bronx") and not of
// others ("the East Village"), so both are tried.
function placeNameStarts(words: readonly string[], start: number, reader: LanguageReader): number[] {
  const { rules } = reader
  const canStart = (word: string | undefined) =>
    word !== undefined && !rules.notPlaceStart.has(word) && !reader.topicWords.has(word) && !rules.fillers.has(word) && !/^\d/.test(word)
  if (!rules.placeArticles.has(words[start] ?? '')) return canStart(words[start]) ? [start] : []
  return canStart(words[start + 1]) ? [start, start + 1] : []
}

// The index after a place preposition that starts at `i` ("in", "close to", "cerca de"), or -1.
function afterPreposition(words: readonly string[], i: number, rules: LanguageRules): number {
  for (const preposition of rules.placePrepositions) {
    if (preposition.every((w, k) => words[i + k] === w)) return i + preposition.length
  }
  return -1
}

async function extractPlace(text: string, lookup: PlaceLookup, reader: LanguageReader): Promise<PlaceFound> {
  const { rules } = reader
  const online = rules.online.exec(text)
  if (online) return { rest: cutMatch(text, online.index, online[0].length), place: { kind: 'online' } }
  const here = rules.here.exec(text)
  const words = text.split(' ')
  let tries = 0
  for (let i = 0; i < words.length - 1 && tries < MAX_PLACE_TRIES_PER_MESSAGE; i++) {
    const at = afterPreposition(words, i, rules)
    if (at < 0) continue
    const starts = placeNameStarts(words, at, reader)
    if (starts.length === 0) continue
    tries++
    // Exact names first, longest first; only then the same names forgiving typos.
    for (const typos of [false, true]) {
      for (const start of starts) {
        for (let n = Math.min(MAX_PLACE_WORDS, words.length - start); n >= 1; n--) {
          const name = words.slice(start, start + n).join(' ')
          const match = await lookup(rules.placeAliases[name] ?? name, { typos })
          if (match) {
            const rest = [...words.slice(0, i), ...words.slice(start + n)].join(' ')
            return { rest, place: { kind: 'named', ...match } }
          }
        }
      }
    }
  }
  if (here) return { rest: cutMatch(text, here.index, here[0].length), place: { kind: 'here' } }
  return { rest: text, place: null }
}

function addTopic(into: TurnTopic, topic: Topic): void {
  const add = <T>(list: T[], values: readonly T[] | undefined) => {
    for (const v of values ?? []) if (!list.includes(v)) list.push(v)
  }
  add(into.categoryIds, topic.categoryIds)
  add(into.subcategoryIds, topic.subcategoryIds)
  add(into.formatIds, topic.formatIds)
  add(into.tags, topic.tags)
}

function singular(word: string): string {
  if (word.length > 3 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/**
 * How many more unknown words a message may have corrected (MAX_CORRECTED_WORDS_PER_MESSAGE). Every
 * candidate counts, remembered or not, so that what a message means never depends on the memory.
 */
type SpellingBudget = { left: number }

function spellingBudget(): SpellingBudget {
  return { left: MAX_CORRECTED_WORDS_PER_MESSAGE }
}

// Spends one unit when `words` give the corrector any work (a word no correction can change costs nothing).
function spend(budget: SpellingBudget, index: SpellingIndex, phraseWords: ReadonlySet<string>, ...words: string[]): boolean {
  if (!words.some((w) => isCorrectionCandidate(w, index, phraseWords)) || budget.left <= 0) return false
  budget.left--
  return true
}

function correctTopicWord(token: string, budget: SpellingBudget, reader: LanguageReader): string {
  const one = singular(token)
  const { phraseWords } = reader
  if (phraseWords.has(token) || phraseWords.has(one) || !spend(budget, reader.topicSpelling, phraseWords, token, one)) return token
  const corrected = reader.correctTopicSpelling(token)
  if (corrected !== token) return corrected
  const fromSingular = reader.correctTopicSpelling(one)
  return fromSingular !== one ? fromSingular : token
}

function correctDateWord(token: string, budget: SpellingBudget, reader: LanguageReader): string {
  if (reader.phraseWords.has(singular(token)) || !spend(budget, reader.dateSpelling, reader.phraseWords, token)) return token
  return reader.correctDateSpelling(token)
}

function wordMatches(token: string, phraseWord: string): boolean {
  return token === phraseWord || singular(token) === phraseWord
}

// A token is only checked against the synonym entries it can start, not all of them (issue 21 finding 2).
function findSynonymAt(tokens: readonly string[], i: number, reader: LanguageReader): SynonymEntry | undefined {
  const token = tokens[i]!
  const byFirst = reader.synonymsByFirstWord
  const candidates = [...(byFirst.get(token) ?? []), ...(singular(token) !== token ? (byFirst.get(singular(token)) ?? []) : [])]
  let found: SynonymEntry | undefined
  let foundAt = Infinity
  for (const entry of candidates) {
    const at = reader.synonymOrder.get(entry) ?? Infinity
    if (at < foundAt && entry.phrase.every((w, k) => tokens[i + k] !== undefined && wordMatches(tokens[i + k]!, w))) {
      found = entry
      foundAt = at
    }
  }
  return found
}

function extractTopic(text: string, reader: LanguageReader): TurnTopic | null {
  const budget = spellingBudget()
  const tokens = text
    .split(' ')
    .filter(Boolean)
    .map((t) => correctTopicWord(t, budget, reader))
  const topic: TurnTopic = { categoryIds: [], subcategoryIds: [], formatIds: [], tags: [], text: null }
  const left: string[] = []
  let matched = false
  const wholeCategories = new Set<number>()
  let joined = false
  for (let i = 0; i < tokens.length; ) {
    const entry = findSynonymAt(tokens, i, reader)
    if (entry) {
      addTopic(topic, entry.topic)
      matched = true
      if ((entry.topic.subcategoryIds?.length ?? 0) === 0) for (const id of entry.topic.categoryIds ?? []) wholeCategories.add(id)
      i += entry.phrase.length
      continue
    }
    const token = tokens[i]!
    if (TOPIC_JOINERS.has(token)) joined = true
    if (!reader.rules.fillers.has(token) && /[a-z0-9]/.test(token) && !/^[-&/$]+$/.test(token)) left.push(token)
    i++
  }
  // A subcategory filter must not hide a whole category also asked for: "music or comedy" kept only
  // comedy's subcategories, which no music event has. A kind inside the category narrows it ("jazz gigs",
  // "rock concerts" are jazz and rock), and so does a topic put before another without "and" or "or"
  // ("family friendly christmas events" are Christmas events). The search ANDs categories with
  // subcategories, so a union of a category and another's kinds is kept as the categories alone (wider,
  // never emptier).
  const kindsIn = new Set(topic.subcategoryIds.map((id) => getSubcategoryById(id)?.categoryId))
  if (joined && topic.subcategoryIds.length > 0 && [...wholeCategories].some((id) => !kindsIn.has(id))) topic.subcategoryIds = []
  if (left.length > 0) topic.text = left.slice(0, MAX_TEXT_WORDS).join(' ')
  for (const list of [topic.categoryIds, topic.subcategoryIds, topic.formatIds]) list.sort((a, b) => a - b)
  topic.tags.sort()
  return matched || topic.text !== null ? topic : null
}

/**
 * The taxonomy a free text names (categories, subcategories, formats, popular tags, in id order), as the
 * concierge reads an English message; the event wizard classifies a creator's "what is it?" answer with it.
 */
export function findTopicsInText(text: string): Omit<TurnTopic, 'text'> {
  const topic = extractTopic(normalizeMessage(interpretedPart(text)), READERS.en)
  return { categoryIds: topic?.categoryIds ?? [], subcategoryIds: topic?.subcategoryIds ?? [], formatIds: topic?.formatIds ?? [], tags: topic?.tags ?? [] }
}

/** The language a message is in, read from its words; `fallback` when they do not tell (issue 25). */
export function detectLanguage(message: string, fallback: ConciergeLanguage | null): ConciergeLanguage | null {
  return detectMessageLanguage(interpretedPart(message), LANGUAGE_VOCABULARY, fallback)
}

/** The language of the latest message, read as interpretConversation reads it (for the model's answers). */
export function detectConversationLanguage(query: string, history: readonly string[], pageLanguage: ConciergeLanguage | null): ConciergeLanguage | null {
  let language = pageLanguage
  for (const message of [...history.slice(-MAX_INTERPRETED_HISTORY), query]) language = detectLanguage(message, language)
  return language
}

async function parseTurn(message: string, timeZone: string, context: InterpretContext, language: ConciergeLanguage): Promise<Turn> {
  const reader = READERS[language]
  const { rules } = reader
  const budget = spellingBudget()
  const normalized = normalizeMessage(interpretedPart(message))
    .split(' ')
    .map((t) => correctDateWord(t, budget, reader))
    .join(' ')
  const followUp = rules.followUp.test(normalized)
  const notSearch = rules.notSearch.test(normalized)
  let dated = extractDatePhrases(normalized, { now: context.now, timeZone, language })
  // Each phase is at most a few milliseconds; other requests get in between them.
  await yieldToEventLoop()
  const priced = extractPrice(dated.rest, rules.price)
  const placed = await extractPlace(priced.rest, context.lookupPlace, reader)
  if (placed.place?.kind === 'named' && placed.place.timeZone !== timeZone) {
    // Dates are local to the place asked about ("tomorrow in Sydney").
    dated = { ...extractDatePhrases(normalized, { now: context.now, timeZone: placed.place.timeZone, language }), rest: dated.rest }
  }
  await yieldToEventLoop()
  const tokens = placed.rest.split(' ')
  return {
    topic: extractTopic(placed.rest, reader),
    place: placed.place,
    dates: dated.dates,
    timeOfDay: dated.timeOfDay,
    price: priced.price,
    maxPriceMinor: priced.maxPriceMinor,
    cheaper: priced.cheaper,
    followUp,
    greeting: tokens.some((t) => rules.greetings.has(t)),
    notSearch,
  }
}

// "for kids?", "with friends": a tag narrows the search so far rather than starting another.
function isTagsOnly(topic: TurnTopic): boolean {
  return topic.categoryIds.length + topic.subcategoryIds.length + topic.formatIds.length === 0 && topic.text === null
}

function placeTimeZone(place: ConciergePlace, home: string): string {
  return place.kind === 'named' ? place.timeZone : home
}

/**
 * Issue 22: whether a message refines the search so far. A follow-up word ("cheaper ones?", "what about
 * Sunday?", "in Paris instead") refines; so does a message that changes one thing only ("this weekend",
 * "in Chicago", "for kids?", "under $10"). A new topic, or several new things at once ("something fun for
 * kids on Saturday in Brooklyn"), is a new request.
 */
function isRefinement(turn: Turn): boolean {
  if (turn.followUp) return true
  if (turn.topic && !isTagsOnly(turn.topic)) return false
  const changes = [
    turn.topic !== null && turn.topic.tags.length > 0,
    turn.place !== null,
    turn.dates !== null || turn.timeOfDay !== null,
    turn.price !== null || turn.maxPriceMinor !== null || turn.cheaper,
  ]
  return changes.filter(Boolean).length <= 1
}

/** A turn that names no topic, tag, place, time or price, and has no follow-up word ("something fun"). */
function namesNothing(turn: Turn): boolean {
  return (
    !turn.followUp &&
    turn.topic === null &&
    turn.place === null &&
    turn.dates === null &&
    turn.timeOfDay === null &&
    turn.price === null &&
    turn.maxPriceMinor === null &&
    !turn.cheaper
  )
}

/** The merged search after one more message (issue 7: follow-ups refine the previous turn). */
function applyTurn(previous: ConciergeSearch, turn: Turn, refine: boolean): ConciergeSearch {
  // A new request starts afresh (issue 22). A bare new topic stays where the conversation is ("comedy"
  // after "jazz in Brooklyn"); one that names a time frame or a place is a request of its own.
  const keepPlace = turn.place === null && turn.dates === null && turn.timeOfDay === null
  const next: ConciergeSearch = refine ? { ...previous } : { ...EMPTY_SEARCH, place: keepPlace ? previous.place : EMPTY_SEARCH.place }
  if (turn.topic && !isTagsOnly(turn.topic)) {
    next.categoryIds = turn.topic.categoryIds
    next.subcategoryIds = turn.topic.subcategoryIds
    next.formatIds = turn.topic.formatIds
    next.text = turn.topic.text
  }
  if (turn.topic && (turn.topic.tags.length > 0 || !refine)) next.tags = turn.topic.tags
  if (turn.place) next.place = turn.place
  if (turn.dates) {
    next.dates = turn.dates
    next.timeOfDay = turn.timeOfDay
  } else if (turn.timeOfDay) {
    next.timeOfDay = turn.timeOfDay
  }
  if (turn.price === 'free') {
    next.price = 'free'
    next.maxPriceMinor = null
  } else if (turn.price === 'paid') {
    next.price = 'paid'
  }
  if (turn.maxPriceMinor !== null) {
    next.maxPriceMinor = turn.maxPriceMinor
    if (next.price === 'free' && turn.price !== 'free') next.price = null
  } else if (turn.cheaper) {
    next.maxPriceMinor = next.maxPriceMinor !== null ? Math.floor(next.maxPriceMinor / 200) * 100 : CHEAP_MAX_PRICE_MINOR
  }
  return next
}

/**
 * Issue 7 "Understanding": interprets `query` in the light of `history` (earlier messages, oldest
 * first). A message refines the search so far when it reads as a follow-up ("cheaper ones?", "what about
 * Sunday?", "in London instead"), names no new topic, or answers the concierge's question; otherwise it
 * is a new search in the same place. `vague` means there is nothing to search by yet (spec §7 ask_user).
 */
export async function interpretConversation(
  query: string,
  history: readonly string[],
  context: InterpretContext,
): Promise<Interpretation> {
  let search = EMPTY_SEARCH
  let vague = true
  let greeting = false
  let notSearch = false
  let historyLookupsLeft = MAX_PLACE_LOOKUPS_FOR_HISTORY
  // Each message is read in its own language; one that does not tell keeps the conversation's so far,
  // which starts as the page's (issue 25).
  let language: ConciergeLanguage | null = context.pageLanguage ?? null
  const messages = [...history.slice(-MAX_INTERPRETED_HISTORY), query]
  let afterOffTopic = false
  for (const [index, message] of messages.entries()) {
    // Each turn is a few milliseconds of CPU at most; yielding between them lets other requests in.
    await yieldToEventLoop()
    const isQuery = index === messages.length - 1
    let lookupsLeft = isQuery ? MAX_PLACE_LOOKUPS_PER_MESSAGE : Math.min(MAX_PLACE_LOOKUPS_PER_MESSAGE, historyLookupsLeft)
    const lookupPlace: PlaceLookup = async (name, options) => {
      if (lookupsLeft <= 0) return null
      lookupsLeft--
      if (!isQuery) historyLookupsLeft--
      return context.lookupPlace(name, options)
    }
    language = detectLanguage(message, language)
    const turn = await parseTurn(message, placeTimeZone(search.place, context.homeTimeZone), { ...context, lookupPlace }, language ?? 'en')
    notSearch = turn.notSearch
    // A question about something else leaves the search as it was: the next follow-up still refines it.
    if (turn.notSearch) {
      afterOffTopic = true
      continue
    }
    // But a message naming nothing right after it ("something fun") is not a follow-up to the search before
    // the question: it starts afresh where the conversation is, rather than replaying that answer (issue 38
    // point 16).
    const refine = vague || (isRefinement(turn) && !(afterOffTopic && namesNothing(turn)))
    afterOffTopic = false
    search = applyTurn(search, turn, refine)
    vague = !hasAnyConstraint(search)
    greeting = turn.greeting
  }
  return { search, vague, greeting, notSearch, language }
}

// setImmediate runs after the I/O waiting at this point (other requests) without setTimeout's 1 ms floor,
// which cost a worst-case ask dozens of idle milliseconds.
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)))
}
