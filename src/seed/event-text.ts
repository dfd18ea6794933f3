// Names, summaries, descriptions and tags of demo events, built by template from the content tables.
import type { CategoryContent } from './content/category-content'
import type { FormatContent } from './content/format-content'
import { fitsFacts, fitting, type TextFacts } from './demo-seasons'
import type { Random } from './random'

export type EventTextInput = {
  categoryId: number
  formatId: number
  content: CategoryContent
  format: FormatContent
  topic: string
  /** Null for online events. */
  city: string | null
  organizerName: string
  isOnline: boolean
  /** Dates and hours the text must agree with. */
  facts: TextFacts
  /** The sub-category's own wording, where the category's would not fit. */
  overrides?: {
    summaries?: readonly string[]
    intros?: readonly string[]
    highlights?: readonly string[]
    audiences?: readonly string[]
    formatNouns?: Readonly<Partial<Record<number, readonly string[]>>>
  }
}

export type EventText = { name: string; summary: string; descriptionHtml: string }

// Words that stay capitalised inside a sentence: names, holidays, languages and brands.
const PROPER = new Set([
  'Shakespeare', 'Python', 'TypeScript', 'Rust', 'Christmas', 'Halloween', 'Easter', 'Thanksgiving', 'Hanukkah', 'Diwali',
  'Lunar', 'New', "Year's", 'Eve', 'St', "Patrick's", 'Day', 'Fourth', 'July', 'Pride', 'Gospel', 'Zen', 'Sufi', 'Bible',
  'Shabbat', 'Buddhist', 'Latin', 'Afrobeats', 'Lego', 'Spanish', 'French', 'Brazilian', 'Jiu-Jitsu', 'Republican',
  'Democratic', 'Independence',
])

// Topics and tag words come from small vocabularies: each is worked out once.
const sentenceWords = new Map<string, string>()
const tagWords = new Map<string, string>()

/** "Sourdough Baking" → "sourdough baking" inside a sentence; acronyms, brands and proper names stay. */
export function toSentenceWords(topic: string): string {
  let words = sentenceWords.get(topic)
  if (words === undefined) {
    const keep = (part: string) => PROPER.has(part) || /^[A-Z0-9&]{2,}$/.test(part) || /[a-z][A-Z]/.test(part) || part === 'Q&A'
    words = topic
      .split(' ')
      .map((word, i, all) => {
        // "New" stays capitalised only in "New Year".
        if (word === 'New') return all[i + 1]?.startsWith('Year') ? word : 'new'
        return keep(word) ? word : word.split('-').map((part) => (keep(part) ? part : part.toLowerCase())).join('-')
      })
      .join(' ')
    if (sentenceWords.size < 10_000) sentenceWords.set(topic, words)
  }
  return words
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function escapeHtml(text: string): string {
  if (!/[&<>]/.test(text)) return text
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

// Templates split once into literal and slot parts: filling is then a join, not a regex per call.
const compiled = new Map<string, string[]>()

function fill(template: string, values: Record<string, string>): string {
  let parts = compiled.get(template)
  if (!parts) {
    parts = template.split(/\{(\w+)\}/)
    compiled.set(template, parts)
  }
  let out = ''
  for (let i = 0; i < parts.length; i++) out += i % 2 === 0 ? parts[i] : (values[parts[i] as string] ?? '')
  return out
}

// Formats whose events carry a year or an edition number in their names.
const EDITION_FORMATS = new Set([1, 3, 4, 5, 8])
const TEACHING_FORMATS = new Set([2, 9])

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

// Small words that may repeat in a name without reading as a stutter.
const STOP_WORDS = new Set(['the', 'of', 'and', '&', 'for', 'with', 'a', 'an', 'in', 'on', 'at', 'to', 'by'])

/** "Coding for Kids Class for Kids", "Quiz Night Night": a name that says a word twice. */
export function repeatsWord(name: string): boolean {
  const seen = new Set<string>()
  for (const raw of name.toLowerCase().split(/[^\p{L}\p{N}'-]+/u)) {
    const word = raw.replace(/s$/, '')
    if (word.length < 3 || STOP_WORDS.has(raw)) continue
    if (seen.has(word)) return true
    seen.add(word)
  }
  return false
}

// Nouns that say how an event is attended.
const ONLINE_ONLY_NOUNS = new Set(['Webinar'])

function pickOr(r: Random, list: readonly string[]): string | null {
  return list.length > 0 ? r.pick(list) : null
}

function composeName(r: Random, input: EventTextInput): string {
  const { content, format, topic, city, facts } = input
  const nouns = fitting(input.overrides?.formatNouns?.[input.formatId] ?? input.content.formatNouns?.[input.formatId] ?? format.nouns, facts).filter(
    (n) => input.isOnline || !ONLINE_ONLY_NOUNS.has(n),
  )
  // "Mud Run Fun Run", "Class Reunion Class": a noun that repeats the topic is skipped when another fits.
  const distinct = nouns.filter((n) => !repeatsWord(`${topic} ${n}`))
  const noun = pickOr(r, distinct.length > 0 ? distinct : nouns) ?? input.formatId.toString()
  const adjective = pickOr(r, fitting(content.adjectives, facts))
  // "Wellness Class: for Beginners" is not a sentence: after a colon only suffixes that stand alone.
  const suffix = pickOr(r, fitting(content.suffixes, facts).filter((x) => !/^for /.test(x)))
  const year = new Date(facts.days[0] ?? Date.now()).getUTCFullYear()
  const options: [string, number][] = [[`${topic} ${noun}`, 2]]
  if (adjective) options.push([`${adjective} ${topic} ${noun}`, 2])
  if (suffix) options.push([`${topic} ${noun}: ${suffix}`, 1.5])
  if (city) {
    options.push([`${city} ${topic} ${noun}`, 3])
    if (suffix) options.push([`${city} ${topic} ${noun}: ${suffix}`, 1.5])
  } else {
    options.push([`Online ${topic} ${noun}`, 1.5], [`${topic} ${noun} (Online)`, 1])
  }
  if (TEACHING_FORMATS.has(input.formatId)) {
    options.push([`Intro to ${topic} ${noun}`, 2])
    // "Coding for Kids … for Kids": a topic that names its audience gets no second one.
    if (!/ for /i.test(topic)) options.push([`${topic} ${noun} for ${capitalise(r.pick(input.overrides?.audiences ?? content.audiences))}`, 1.5])
  }
  if (EDITION_FORMATS.has(input.formatId)) {
    options.push([city ? `${city} ${topic} ${noun} ${year}` : `${topic} ${noun} ${year}`, 2.5])
    options.push([`The ${ordinal(r.int(2, 15))} Annual ${topic} ${noun}`, 0.8])
  }
  if (input.formatId === 19) options.push([`${noun} with ${input.organizerName}`, 2])
  const readable = options.filter(([text]) => !repeatsWord(text))
  const pool = readable.length > 0 ? readable : options
  const name = r.weightedPick(
    pool.map(([text]) => text),
    pool.map(([, weight]) => weight),
  )
  // Doubled words read as a bug ("Pride Pride Party", "Workshop Workshop").
  return name.replace(/\b(\w+) \1\b/g, '$1')
}

/** "a event" → "an event"; "a UX talk" and "a one-off" keep "a". */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=([A-Za-z]+))/g, (match: string, article: string, _next: string, offset: number) => {
    const word = /^[A-Za-z]+/.exec(text.slice(offset + 2))?.[0] ?? ''
    const vowelSound = /^[aeiou]/i.test(word) && !/^(one|uni|use|usu|eu|ux)/i.test(word)
    const acronymVowel = /^[AEFHILMNORSX][A-Z]/.test(word) && !/^[A-Z][a-z]/.test(word)
    return vowelSound || acronymVowel ? `${article}n ` : match
  })
}

const CLOSINGS = [
  'Tickets are limited, so book early to avoid missing out.',
  'Questions? Message {organizer} through the event page and we will get back to you.',
  'We look forward to seeing you there!',
  'Please check the refund policy before booking.',
  'Follow {organizer} to hear about future dates first.',
]

const PLAIN_HIGHLIGHTS = ['Friendly hosts', 'Questions welcome throughout', 'Newcomers welcome']

const ONLINE_LINES = [
  'Join from anywhere: the link is emailed to you after you register.',
  'The session runs online; you only need a browser and a stable connection.',
]

export function composeEventText(r: Random, input: EventTextInput): EventText {
  const name = composeName(r, input)
  const facts = input.facts
  const values = {
    topic: toSentenceWords(input.topic),
    city: input.city ?? 'your area',
    audience: r.pick(input.overrides?.audiences ?? input.content.audiences),
    organizer: input.organizerName,
  }
  // "Coding for kids for teens": a topic that names its audience takes no template that names another.
  const ownsAudience = / for /i.test(input.topic)
  const line = (all: readonly string[]) => {
    const usable = ownsAudience ? all.filter((t) => !t.includes('{topic} for')) : all
    const templates = usable.length > 0 ? usable : all
    const filled = templates.map((t) => fixArticles(capitalise(fill(t, values))))
    const fits = filled.filter((t) => fitsFacts(t, facts))
    return r.pick(fits.length > 0 ? fits : filled)
  }
  const summary = line(input.overrides?.summaries ?? input.content.summaries)
  const intro = line(input.overrides?.intros ?? input.content.intros)
  const logistics = input.isOnline ? r.pick(ONLINE_LINES) : line(input.format.logistics)
  // Highlights that fit the format first; plain ones fill in where the category's are all of another kind.
  const highlights = [...r.shuffle(fitting(input.overrides?.highlights ?? input.content.highlights, facts)), ...r.shuffle(PLAIN_HIGHLIGHTS)].slice(0, 3)
  const closing = line(CLOSINGS)
  const descriptionHtml =
    `<p>${escapeHtml(intro)}</p>` +
    `<p>${escapeHtml(logistics)}</p>` +
    `<ul>${highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(closing)}</p>`
  return { name, summary, descriptionHtml }
}

/** Lower-case hyphenated tag words: "Soul & Funk" → "soul-funk". */
export function toTagWord(text: string): string {
  let word = tagWords.get(text)
  if (word === undefined) {
    word = text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/&/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
    if (tagWords.size < 10_000) tagWords.set(text, word)
  }
  return word
}
