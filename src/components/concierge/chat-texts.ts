// The chat's own words (issue 25) from the `chat` catalog: the page's language for the chat around the
// conversation, and each answer's language for the words that go with that answer (its links, prices and
// dates). The chat loads on demand and so do its catalogs, one small file per language; English is built
// in, so an English page (and a component test) needs no loading at all.
import englishChat from '@/messages/en/chat.json'

export type ChatTexts = typeof englishChat
export const ENGLISH_CHAT_TEXTS: ChatTexts = englishChat

/** The texts and the Intl locale of one language ("es-ES"). */
export type ChatLanguage = { texts: ChatTexts; localeTag: string }

export const ENGLISH_CHAT: ChatLanguage = { texts: ENGLISH_CHAT_TEXTS, localeTag: 'en-US' }

const LOADERS: Readonly<Record<string, () => Promise<{ default: ChatTexts }>>> = {
  de: () => import('@/messages/de/chat.json'),
  es: () => import('@/messages/es/chat.json'),
  fr: () => import('@/messages/fr/chat.json'),
  it: () => import('@/messages/it/chat.json'),
  nl: () => import('@/messages/nl/chat.json'),
  pt: () => import('@/messages/pt/chat.json'),
  sv: () => import('@/messages/sv/chat.json'),
}

const loading = new Map<string, Promise<ChatLanguage>>()
// Once loaded, a language is handed out as it is: the chat renders at once, without suspending again.
const loaded = new Map<string, ChatLanguage>()

/**
 * The chat's words for a BCP 47 tag ("es-ES"): at once when the tag is English, empty, has no catalog
 * or was loaded before; otherwise a promise, the same one for every caller until it is loaded.
 */
export function chatLanguageFor(localeTag: string): ChatLanguage | Promise<ChatLanguage> {
  const language = localeTag.slice(0, 2).toLowerCase()
  const load = LOADERS[language]
  if (!load) return localeTag.toLowerCase().startsWith('en') ? { texts: ENGLISH_CHAT_TEXTS, localeTag } : ENGLISH_CHAT
  const done = loaded.get(localeTag)
  if (done) return done
  let promise = loading.get(localeTag)
  if (!promise) {
    promise = load().then(
      (m) => {
        const language = { texts: m.default, localeTag }
        loaded.set(localeTag, language)
        return language
      },
      // Offline: the chat still works, in English (and tries again when next opened).
      () => {
        loading.delete(localeTag)
        return ENGLISH_CHAT
      },
    )
    loading.set(localeTag, promise)
  }
  return promise
}

/** The page's own language, as its `<html lang>` says. */
export function pageLocaleTag(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang
}
