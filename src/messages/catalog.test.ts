// The catalog rules of decision 033: every language has every key of the English catalog, with the same
// ICU placeholders and rich-text tags, and every text formats in its language; the texts that travel to
// the browser use only simple {name} placeholders, which fillText fills without a message parser.
import fs from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { expect, test } from 'vitest'
import { CATALOG_LANGUAGES } from '@/core/i18n/page-locale'
import { CATALOG_NAMESPACES } from './catalog'

type Tree = { [key: string]: string | Tree }

function read(language: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(import.meta.dirname, language, `${namespace}.json`), 'utf8')) as Tree
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v)
  }
  return flat
}

// The argument names of an ICU message: `{name}`, `{count, plural, …}` and any nested in its branches.
// A branch's own text (`one {event}`) is text, not an argument, however short.
function placeholders(message: string): string[] {
  const names = new Set<string>()
  // Message text from `i` to its closing '}' (or the end): the index of that '}'.
  const text = (i: number): number => {
    while (i < message.length && message[i] !== '}') i = message[i] === '{' ? argument(i + 1) + 1 : i + 1
    return i
  }
  // An argument after its '{': its name, and a plural's or select's branches; the index of its '}'.
  const argument = (i: number): number => {
    const m = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(i))
    if (!m) return text(i)
    names.add(m[1]!)
    i += m[0].length
    const branches = ['plural', 'select', 'selectordinal'].includes(m[2] ?? '')
    while (i < message.length && message[i] !== '}') i = branches && message[i] === '{' ? text(i + 1) + 1 : i + 1
    return i
  }
  text(0)
  return [...names].sort()
}

// The rich-text tags of a message (`<link>…</link>`): the component fills each with an element.
function tags(message: string): string[] {
  return [...new Set([...message.matchAll(/<(\w+)>/g)].map((m) => m[1]!))].sort()
}

// Dummy values for formatting: numbers for plurals, text otherwise.
function valuesFor(message: string): Record<string, string | number> {
  return Object.fromEntries(placeholders(message).map((name) => [name, /count|year|total|page/i.test(name) ? 2 : 'x']))
}

const BROWSER_NAMESPACES = ['card', 'header', 'menu', 'search', 'home', 'event', 'create', 'createModal', 'actions', 'chat', 'settings', 'interests']
// Parts of a server namespace that a page hands to its client components (the waiting room's live view).
const BROWSER_SUBTREES = [['manage', 'waitingRoom']] as const

for (const language of CATALOG_LANGUAGES.filter((l) => l !== 'en')) {
  test(`The ${language} catalog has every English key with the same placeholders and tags, and no other key`, () => {
    for (const namespace of CATALOG_NAMESPACES) {
      const english = flatten(read('en', namespace))
      const translated = flatten(read(language, namespace))
      expect([...translated.keys()].sort(), `${language}/${namespace}`).toEqual([...english.keys()].sort())
      for (const [key, text] of english) {
        expect(placeholders(translated.get(key) ?? ''), `${language}/${namespace}.${key}`).toEqual(placeholders(text))
        expect(tags(translated.get(key) ?? ''), `${language}/${namespace}.${key} tags`).toEqual(tags(text))
      }
    }
  })
}

for (const language of CATALOG_LANGUAGES) {
  test(`Every ${language} text formats in its language without an error`, () => {
    const errors: string[] = []
    for (const namespace of CATALOG_NAMESPACES) {
      const messages = { [namespace]: read(language, namespace) }
      const t = createTranslator({ locale: language, messages, onError: (error) => errors.push(error.message) })
      for (const [key, text] of flatten(read(language, namespace))) {
        const values = valuesFor(text)
        // Rich-text messages format through markup, each tag a function of its contents.
        const tagged = tags(text)
        const format = t as unknown as { (key: string, values: object): string; markup: (key: string, values: object) => string }
        const formatted =
          tagged.length === 0
            ? format(`${namespace}.${key}`, values)
            : format.markup(`${namespace}.${key}`, { ...values, ...Object.fromEntries(tagged.map((tag) => [tag, (chunks: string) => `[${chunks}]`])) })
        expect(formatted.length, `${language}/${namespace}.${key}`).toBeGreaterThan(0)
      }
    }
    expect(errors).toEqual([])
  })
}

test('The texts drawn in the browser use only simple placeholders', () => {
  for (const language of CATALOG_LANGUAGES) {
    for (const namespace of BROWSER_NAMESPACES) {
      for (const [key, text] of flatten(read(language, namespace))) {
        expect(text, `${language}/${namespace}.${key}`).not.toMatch(/\{\s*\w+\s*,/)
      }
    }
    for (const [namespace, subtree] of BROWSER_SUBTREES) {
      for (const [key, text] of flatten(read(language, namespace)[subtree] as Tree)) {
        expect(text, `${language}/${namespace}.${subtree}.${key}`).not.toMatch(/\{\s*\w+\s*,/)
      }
    }
  }
})

test('The English header texts kept as code for tests and menus are the English catalog’s', async () => {
  const { ENGLISH_HEADER_TEXTS } = await import('@/components/header/english-header-texts')
  const { skipToContent: _skip, logoHome: _logo, ...clientTexts } = read('en', 'header')
  expect(ENGLISH_HEADER_TEXTS).toEqual(clientTexts)
})

test('The English like-button texts kept as code are the English catalog’s', async () => {
  const { ENGLISH_LIKE_TEXTS } = await import('@/core/social/like-texts')
  const social = read('en', 'account').social as Record<string, string>
  expect(ENGLISH_LIKE_TEXTS).toEqual({ like: social.like, likeFailed: social.likeFailed })
})

test('The English chip texts kept as code are the English catalog’s', async () => {
  const { ENGLISH_CHIP_TEXTS } = await import('@/components/home/home-chips')
  expect(ENGLISH_CHIP_TEXTS).toEqual(read('en', 'home').chips)
})

test('The English refund policy sentences kept as code are the English catalog’s', async () => {
  const { ENGLISH_REFUND_POLICY_TEXTS } = await import('@/core/events/refund-policy')
  expect(ENGLISH_REFUND_POLICY_TEXTS).toEqual(read('en', 'event').refundPolicies)
  const { ENGLISH_FREE_SPOT_POLICY } = await import('@/core/events/refund-policy')
  expect(ENGLISH_FREE_SPOT_POLICY).toBe(read('en', 'event').freeSpotPolicy)
})
