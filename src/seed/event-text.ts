// Names, summaries, descriptions and tags of demo events, built by template from the content tables.
import type { CategoryContent } from './content/category-content'
import type { FormatContent } from './content/format-content'
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
  year: number
  isOnline: boolean
}

export type EventText = { name: string; summary: string; descriptionHtml: string }

// Words that stay capitalised inside a sentence: names, holidays, languages and brands.
const PROPER = new Set([
  'Shakespeare', 'Python', 'TypeScript', 'Rust', 'Christmas', 'Halloween', 'Easter', 'Thanksgiving', 'Hanukkah', 'Diwali',
  'Lunar', 'New', "Year's", 'Eve', 'St', "Patrick's", 'Day', 'Fourth', 'July', 'Pride', 'Gospel', 'Zen', 'Sufi', 'Bible',
  'Shabbat', 'Buddhist', 'Latin', 'Afrobeats', 'Lego', 'Spanish', 'French', 'Brazilian', 'Jiu-Jitsu', 'Republican',
  'Democratic', 'Independence', 'Winter', 'Solstice', 'Drum', 'Bass', 'Open',
])

// Topics and tag words come from small vocabularies: each is worked out once.
const sentenceWords = new Map<string, string>()
const tagWords = new Map<string, string>()

/** "Sourdough Baking" → "sourdough baking" inside a sentence; acronyms and proper names stay. */
export function toSentenceWords(topic: string): string {
  let words = sentenceWords.get(topic)
  if (words === undefined) {
    words = topic
      .split(' ')
      .map((word) => (PROPER.has(word) || /[A-Z].*[A-Z]/.test(word) || word === 'Q&A' ? word : word.toLowerCase()))
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

function composeName(r: Random, input: EventTextInput): string {
  const { content, format, topic, city } = input
  const noun = r.pick(input.content.formatNouns?.[input.formatId] ?? format.nouns)
  const adjective = r.pick(content.adjectives)
  const suffix = r.pick(content.suffixes)
  const options: [string, number][] = [
    [`${topic} ${noun}`, 2],
    [`${adjective} ${topic} ${noun}`, 2],
    [`${topic} ${noun}: ${suffix}`, 1.5],
  ]
  if (city) {
    options.push([`${city} ${topic} ${noun}`, 3], [`${city} ${topic} ${noun}: ${suffix}`, 1.5])
  } else {
    options.push([`Online ${topic} ${noun}`, 1.5], [`${topic} ${noun} (Online)`, 1])
  }
  if (TEACHING_FORMATS.has(input.formatId)) {
    options.push([`Intro to ${topic} ${noun}`, 2], [`${topic} ${noun} for ${capitalise(r.pick(content.audiences))}`, 1.5])
  }
  if (EDITION_FORMATS.has(input.formatId)) {
    options.push([city ? `${city} ${topic} ${noun} ${input.year}` : `${topic} ${noun} ${input.year}`, 2.5])
    options.push([`The ${ordinal(r.int(2, 15))} Annual ${topic} ${noun}`, 0.8])
  }
  if (input.formatId === 19) options.push([`${noun} with ${input.organizerName}`, 2])
  const name = r.weightedPick(
    options.map(([text]) => text),
    options.map(([, weight]) => weight),
  )
  // Doubled words read as a bug ("Pride Pride Party", "Workshop Workshop").
  return name.replace(/\b(\w+) \1\b/g, '$1')
}

const CLOSINGS = [
  'Tickets are limited, so book early to avoid missing out.',
  'Questions? Message {organizer} through the event page and we will get back to you.',
  'We look forward to seeing you there!',
  'Please check the refund policy before booking.',
  'Follow {organizer} to hear about future dates first.',
]

const ONLINE_LINES = [
  'Join from anywhere: the link is emailed to you after you register.',
  'The session runs online; you only need a browser and a stable connection.',
]

export function composeEventText(r: Random, input: EventTextInput): EventText {
  const name = composeName(r, input)
  const values = {
    topic: toSentenceWords(input.topic),
    city: input.city ?? 'your area',
    audience: r.pick(input.content.audiences),
    organizer: input.organizerName,
  }
  const summary = capitalise(fill(r.pick(input.content.summaries), values))
  const intro = capitalise(fill(r.pick(input.content.intros), values))
  const logistics = input.isOnline ? r.pick(ONLINE_LINES) : r.pick(input.format.logistics)
  const highlights = r.shuffle(input.content.highlights).slice(0, 3)
  const closing = fill(r.pick(CLOSINGS), values)
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
