// The built-in concierge interpreter (issue 7 "Understanding", ARCHITECTURE §6): a chat message plus the
// earlier messages of the conversation become one structured search. No model, no network: a synonym
// table, our date rules, price words and the places table (through an injected lookup).
import { EMPTY_SEARCH, hasAnyConstraint, type ConciergePlace, type ConciergeSearch } from './concierge-search'
import { DATE_WORDS, extractDatePhrases } from './date-phrases'
import { createMemoisedCorrector, createSpellingIndex, isCorrectionCandidate, type SpellingIndex } from './spelling'
import { SYNONYMS, TOPIC_WORDS, type Topic } from './topic-synonyms'

export type PlaceMatch = { placeId: string; name: string; slug: string; timeZone: string }

/** Finds the place a name means (exactly, most likely first), or null. */
export type PlaceLookup = (name: string) => Promise<PlaceMatch | null>

export type InterpretContext = {
  now: Date
  /** Time zone of the chat's own location, for "today" when no other place is named. */
  homeTimeZone: string
  lookupPlace: PlaceLookup
}

export type Interpretation = { search: ConciergeSearch; vague: boolean; greeting: boolean }

/** "Cheap" without a number: a lowest ticket price of $20 or less, free events included. */
export const CHEAP_MAX_PRICE_MINOR = 2000
// Short names people type for big cities; the places table only knows the full names.
const PLACE_ALIASES: Readonly<Record<string, string>> = {
  la: 'los angeles', nyc: 'new york', ny: 'new york', sf: 'san francisco', dc: 'washington', philly: 'philadelphia',
  vegas: 'las vegas', nola: 'new orleans', atl: 'atlanta', chi: 'chicago',
}

/** Longest place name tried after "in"/"near", in words ("Rio de Janeiro", "Salt Lake City"). */
const MAX_PLACE_WORDS = 4
// A message names a place once; a thousand "in x" would cost thousands of lookups, each a query that on
// the embedded database runs on the event loop (issue 21 finding 2). Each earlier message may spend
// `MAX_PLACE_LOOKUPS_PER_MESSAGE` lookups out of a shared `MAX_PLACE_LOOKUPS_FOR_HISTORY`; the new
// message always has its own.
const MAX_PLACE_TRIES_PER_MESSAGE = 1
const MAX_PLACE_LOOKUPS_PER_MESSAGE = MAX_PLACE_WORDS
const MAX_PLACE_LOOKUPS_FOR_HISTORY = 3 * MAX_PLACE_WORDS
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

// Words that carry no search meaning in a chat message: they never become the text query.
const FILLER = new Set(
  `a about above after again all also am an and any anybody anyone anything anywhere are around as at
  be because been best but by can cant can't check come could cool day days do does doing dont else
  event events every everything exciting find for from fun get give go going good great happening have
  having help here hey hi hello how i id i'd im i'm in interesting into is it its just kind know let lets
  like list look looking lot lots make maybe me mind mood more most my need nice of off ok okay on one
  ones only or other our out over place places plan plans please possibly recommend recommendation
  recommendations really search see seek show shows similar so some someone something somewhere sort
  stuff suggest suggestion suggestions super sure take tell thank thanks that the their them then there
  these they thing things think this those time to today too try type up us very want wanna was way we
  week were what whats should shall might must what's when where which who why will with within would yes you your instead
  cheaper ones those them same again also other different else rather prefer preferably ideally
  attend visit see something anything options option idea ideas activity activities do happening
  whats plz pls yo sup hiya howdy greetings morning evening tonight ticket tickets making
  opportunity opportunities late`
    .split(/\s+/)
    .filter(Boolean),
)

const GREETINGS = new Set(['hi', 'hello', 'hey', 'hiya', 'howdy', 'yo', 'sup', 'greetings', 'heya'])

// Words after "in"/"near" that start something other than a place name.
const NOT_PLACE_START = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'this', 'that', 'next', 'town', 'person', 'english', 'spanish',
  'general', 'particular', 'mind', 'case', 'advance', 'time', 'order', 'front', 'between', 'addition',
])

const FOLLOW_UP = /^(?:and|but|what about|how about|what if|instead|only|just|any|make it|same|also|then|ok|okay|actually|now|maybe|or|cheaper|those|the ones)\b|\b(?:instead|ones|those|them|same|too|as well|also)\b/

/** The part of a message the interpreter reads: its first MAX_INTERPRETED_MESSAGE_CHARS, whole words only. */
export function interpretedPart(message: string): string {
  if (message.length <= MAX_INTERPRETED_MESSAGE_CHARS) return message
  const head = message.slice(0, MAX_INTERPRETED_MESSAGE_CHARS + 1)
  const lastSpace = head.search(/\s\S*$/)
  return lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, MAX_INTERPRETED_MESSAGE_CHARS)
}

/** Lower case, no control characters or punctuation that means nothing to the rules (spec §5). */
export function normalizeMessage(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[\u2018\u2019\u02bc']/g, '')
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
}

function cutMatch(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`.replace(/\s+/g, ' ').trim()
}

type PriceFound = { rest: string; price: Turn['price']; maxPriceMinor: number | null; cheaper: boolean }

function extractPrice(text: string): PriceFound {
  let rest = text
  let price: Turn['price'] = null
  let maxPriceMinor: number | null = null
  let cheaper = false
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const m = pattern.exec(rest)
    if (m) rest = cutMatch(rest, m.index, m[0].length)
    return m
  }
  const cap =
    take(/(?:\b(?:under|below|less than|cheaper than|max|maximum|up to|no more than|at most|within)|<)\s*\$?\s*(\d{1,5})(?:\.\d\d)?\s*(?:dollars|bucks|usd|pounds|euros|quid)?\b/) ??
    take(/\$\s?(\d{1,5})\s*(?:or less|or under|or below|max|tops)\b/)
  if (cap) maxPriceMinor = Number(cap[1]) * 100
  if (take(/\b(?:cheaper|less expensive|more affordable|lower priced|lower price|cheapest)\b/)) cheaper = true
  if (take(/\b(?:free|no cost|no charge|gratis|complimentary|without paying|zero cost)\b/)) price = 'free'
  if (take(/\b(?:cheap|inexpensive|affordable|budget friendly|budget-friendly|budget|low cost|low-cost|not too expensive|not expensive)\b/)) {
    maxPriceMinor ??= CHEAP_MAX_PRICE_MINOR
  }
  if (take(/\b(?:paid|ticketed)\b/)) price ??= 'paid'
  return { rest, price, maxPriceMinor, cheaper }
}

type PlaceFound = { rest: string; place: ConciergePlace | null }

async function extractPlace(text: string, lookup: PlaceLookup): Promise<PlaceFound> {
  const online = /\b(?:online|virtual|virtually|remote|remotely|livestream|live stream|live-stream|livestreamed|zoom|from home|from my couch)\b/.exec(text)
  if (online) return { rest: cutMatch(text, online.index, online[0].length), place: { kind: 'online' } }
  const here = /\b(?:near me|nearby|near here|around here|close by|close to me|around me|in my area|in town|locally|local)\b/.exec(text)
  const words = text.split(' ')
  let tries = 0
  for (let i = 0; i < words.length - 1 && tries < MAX_PLACE_TRIES_PER_MESSAGE; i++) {
    const word = words[i]
    let start = i + 1
    if (word === 'close' && words[i + 1] === 'to') start = i + 2
    else if (!['in', 'near', 'around', 'at', 'outside', 'about', 'to', 'from'].includes(word ?? '')) continue
    const first = words[start]
    if (!first || NOT_PLACE_START.has(first) || TOPIC_WORDS.has(first) || FILLER.has(first) || /^\d/.test(first)) continue
    tries++
    for (let n = Math.min(MAX_PLACE_WORDS, words.length - start); n >= 1; n--) {
      const name = words.slice(start, start + n).join(' ')
      const match = await lookup(PLACE_ALIASES[name] ?? name)
      if (match) {
        const rest = [...words.slice(0, i), ...words.slice(start + n)].join(' ')
        return { rest, place: { kind: 'named', ...match } }
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

// Every word of the synonym table, single or inside a phrase: such words are never "corrected".
const PHRASE_WORDS: ReadonlySet<string> = new Set([...FILLER, ...SYNONYMS.flatMap((s) => s.phrase)])

const TOPIC_SPELLING = createSpellingIndex(TOPIC_WORDS)
const DATE_SPELLING = createSpellingIndex(DATE_WORDS)
// Built once per process, with their answers remembered: the vocabulary is fixed.
const correctTopicSpelling = createMemoisedCorrector(TOPIC_SPELLING, PHRASE_WORDS)
const correctDateSpelling = createMemoisedCorrector(DATE_SPELLING, PHRASE_WORDS)

/**
 * How many more unknown words a message may have corrected (MAX_CORRECTED_WORDS_PER_MESSAGE). Every
 * candidate counts, remembered or not, so that what a message means never depends on the memory.
 */
type SpellingBudget = { left: number }

function spellingBudget(): SpellingBudget {
  return { left: MAX_CORRECTED_WORDS_PER_MESSAGE }
}

// Spends one unit when `words` give the corrector any work (a word no correction can change costs nothing).
function spend(budget: SpellingBudget, index: SpellingIndex, ...words: string[]): boolean {
  if (!words.some((w) => isCorrectionCandidate(w, index, PHRASE_WORDS)) || budget.left <= 0) return false
  budget.left--
  return true
}

function correctTopicWord(token: string, budget: SpellingBudget): string {
  const one = singular(token)
  if (PHRASE_WORDS.has(token) || PHRASE_WORDS.has(one) || !spend(budget, TOPIC_SPELLING, token, one)) return token
  const corrected = correctTopicSpelling(token)
  if (corrected !== token) return corrected
  const fromSingular = correctTopicSpelling(one)
  return fromSingular !== one ? fromSingular : token
}

function correctDateWord(token: string, budget: SpellingBudget): string {
  if (PHRASE_WORDS.has(singular(token)) || !spend(budget, DATE_SPELLING, token)) return token
  return correctDateSpelling(token)
}

function wordMatches(token: string, phraseWord: string): boolean {
  return token === phraseWord || singular(token) === phraseWord
}

// Synonym entries by their first word, in table order: a token is only checked against the entries it
// can start, not all 400 of them (linear in the message, issue 21 finding 2).
const SYNONYMS_BY_FIRST_WORD: ReadonlyMap<string, readonly (typeof SYNONYMS)[number][]> = (() => {
  const map = new Map<string, (typeof SYNONYMS)[number][]>()
  for (const entry of SYNONYMS) {
    const first = entry.phrase[0]
    if (first === undefined) continue
    const list = map.get(first)
    if (list) list.push(entry)
    else map.set(first, [entry])
  }
  return map
})()

function findSynonymAt(tokens: readonly string[], i: number): (typeof SYNONYMS)[number] | undefined {
  const token = tokens[i]!
  const candidates = [...(SYNONYMS_BY_FIRST_WORD.get(token) ?? []), ...(singular(token) !== token ? (SYNONYMS_BY_FIRST_WORD.get(singular(token)) ?? []) : [])]
  let found: (typeof SYNONYMS)[number] | undefined
  let foundAt = Infinity
  for (const entry of candidates) {
    const at = SYNONYM_ORDER.get(entry) ?? Infinity
    if (at < foundAt && entry.phrase.every((w, k) => tokens[i + k] !== undefined && wordMatches(tokens[i + k]!, w))) {
      found = entry
      foundAt = at
    }
  }
  return found
}

const SYNONYM_ORDER: ReadonlyMap<(typeof SYNONYMS)[number], number> = new Map(SYNONYMS.map((entry, i) => [entry, i]))

function extractTopic(text: string): TurnTopic | null {
  const budget = spellingBudget()
  const tokens = text
    .split(' ')
    .filter(Boolean)
    .map((t) => correctTopicWord(t, budget))
  const topic: TurnTopic = { categoryIds: [], subcategoryIds: [], formatIds: [], tags: [], text: null }
  const left: string[] = []
  let matched = false
  for (let i = 0; i < tokens.length; ) {
    const entry = findSynonymAt(tokens, i)
    if (entry) {
      addTopic(topic, entry.topic)
      matched = true
      i += entry.phrase.length
      continue
    }
    const token = tokens[i]!
    if (!FILLER.has(token) && /[a-z0-9]/.test(token) && !/^[-&/$]+$/.test(token)) left.push(token)
    i++
  }
  // A subcategory filter must not hide the rest of a category someone also asked for ("jazz and music").
  if (left.length > 0) topic.text = left.slice(0, MAX_TEXT_WORDS).join(' ')
  for (const list of [topic.categoryIds, topic.subcategoryIds, topic.formatIds]) list.sort((a, b) => a - b)
  topic.tags.sort()
  return matched || topic.text !== null ? topic : null
}

/**
 * The taxonomy a free text names (categories, subcategories, formats, popular tags, in id order), as the
 * concierge reads a message; the event wizard classifies a creator's "what is it?" answer with it.
 */
export function findTopicsInText(text: string): Omit<TurnTopic, 'text'> {
  const topic = extractTopic(normalizeMessage(interpretedPart(text)))
  return { categoryIds: topic?.categoryIds ?? [], subcategoryIds: topic?.subcategoryIds ?? [], formatIds: topic?.formatIds ?? [], tags: topic?.tags ?? [] }
}

async function parseTurn(message: string, timeZone: string, context: InterpretContext): Promise<Turn> {
  const budget = spellingBudget()
  const normalized = normalizeMessage(interpretedPart(message))
    .split(' ')
    .map((t) => correctDateWord(t, budget))
    .join(' ')
  const followUp = FOLLOW_UP.test(normalized)
  let dated = extractDatePhrases(normalized, { now: context.now, timeZone })
  // Each phase is at most a few milliseconds; other requests get in between them.
  await yieldToEventLoop()
  const priced = extractPrice(dated.rest)
  const placed = await extractPlace(priced.rest, context.lookupPlace)
  if (placed.place?.kind === 'named' && placed.place.timeZone !== timeZone) {
    // Dates are local to the place asked about ("tomorrow in Sydney").
    dated = { ...extractDatePhrases(normalized, { now: context.now, timeZone: placed.place.timeZone }), rest: dated.rest }
  }
  await yieldToEventLoop()
  const tokens = placed.rest.split(' ')
  return {
    topic: extractTopic(placed.rest),
    place: placed.place,
    dates: dated.dates,
    timeOfDay: dated.timeOfDay,
    price: priced.price,
    maxPriceMinor: priced.maxPriceMinor,
    cheaper: priced.cheaper,
    followUp,
    greeting: tokens.some((t) => GREETINGS.has(t)),
  }
}

// "for kids?", "with friends": a tag narrows the search so far rather than starting another.
function isTagsOnly(topic: TurnTopic): boolean {
  return topic.categoryIds.length + topic.subcategoryIds.length + topic.formatIds.length === 0 && topic.text === null
}

function placeTimeZone(place: ConciergePlace, home: string): string {
  return place.kind === 'named' ? place.timeZone : home
}

/** The merged search after one more message (issue 7: follow-ups refine the previous turn). */
function applyTurn(previous: ConciergeSearch, turn: Turn, refine: boolean): ConciergeSearch {
  // A new question starts afresh but stays where the conversation is: people rarely move between asks.
  const next: ConciergeSearch = refine ? { ...previous } : { ...EMPTY_SEARCH, place: previous.place }
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
  let historyLookupsLeft = MAX_PLACE_LOOKUPS_FOR_HISTORY
  const messages = [...history.slice(-MAX_INTERPRETED_HISTORY), query]
  for (const [index, message] of messages.entries()) {
    // Each turn is a few milliseconds of CPU at most; yielding between them lets other requests in.
    await yieldToEventLoop()
    const isQuery = index === messages.length - 1
    let lookupsLeft = isQuery ? MAX_PLACE_LOOKUPS_PER_MESSAGE : Math.min(MAX_PLACE_LOOKUPS_PER_MESSAGE, historyLookupsLeft)
    const lookupPlace: PlaceLookup = async (name) => {
      if (lookupsLeft <= 0) return null
      lookupsLeft--
      if (!isQuery) historyLookupsLeft--
      return context.lookupPlace(name)
    }
    const turn = await parseTurn(message, placeTimeZone(search.place, context.homeTimeZone), { ...context, lookupPlace })
    const refine = vague || turn.followUp || !turn.topic || isTagsOnly(turn.topic)
    search = applyTurn(search, turn, refine)
    vague = !hasAnyConstraint(search)
    greeting = turn.greeting
  }
  return { search, vague, greeting }
}

// setImmediate runs after the I/O waiting at this point (other requests) without setTimeout's 1 ms floor,
// which cost a worst-case ask dozens of idle milliseconds.
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)))
}
