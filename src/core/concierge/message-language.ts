// Which language a chat message is written in (issue 25: the concierge understands English, Spanish,
// French and German and answers in the language asked). Kept simple and linear: each word of the message
// is looked up in each language's own words (its filler and stop words, date, price and topic words); the
// language with most hits wins, and a tie or no hit at all goes to the fallback (the conversation's
// language so far, else the page's). Letters only one of the languages writes (ñ, ß, ç…) count as hits.

export const CONCIERGE_LANGUAGES = ['en', 'es', 'fr', 'de'] as const
/** The languages the concierge understands; it answers in any catalog language (the page's, by default). */
export type ConciergeLanguage = (typeof CONCIERGE_LANGUAGES)[number]

export function isConciergeLanguage(language: string): language is ConciergeLanguage {
  return (CONCIERGE_LANGUAGES as readonly string[]).includes(language)
}

/**
 * Lower case without accents ("Mañana" → "manana", "Größe" → "grosse", "à" → "a"): the form every rule
 * of the interpreter reads, so that "musica" typed without its accent means the same as "música".
 */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

// Letters that, in a word, say which of the four languages it is in.
const LETTER_MARKERS: ReadonlyArray<readonly [RegExp, ConciergeLanguage]> = [
  [/[ñ¿¡áíóú]/, 'es'],
  [/[çàâêèëîïôûœ]/, 'fr'],
  [/[äöüß]/, 'de'],
]

export type LanguageVocabulary = Readonly<Record<ConciergeLanguage, ReadonlySet<string>>>

/** How many words of `text` each language knows (after folding accents), plus the letters only it writes. */
export function scoreLanguages(text: string, vocabulary: LanguageVocabulary): Record<ConciergeLanguage, number> {
  const scores: Record<ConciergeLanguage, number> = { en: 0, es: 0, fr: 0, de: 0 }
  const words = text.toLowerCase().normalize('NFC').split(/[^\p{L}\p{N}'’-]+/u)
  for (const raw of words) {
    if (!raw) continue
    for (const [letters, language] of LETTER_MARKERS) if (letters.test(raw)) scores[language]++
    const word = foldAccents(raw).replace(/['’]/g, '')
    // "l'après-midi", "aujourd'hui": the word as folded and each of its parts.
    const parts = new Set([word, ...word.split(/[-]/), ...foldAccents(raw).split(/['’]/)])
    for (const language of CONCIERGE_LANGUAGES) {
      for (const part of parts) {
        if (part && vocabulary[language].has(part)) {
          scores[language]++
          break
        }
      }
    }
  }
  return scores
}

/**
 * The language of one message: the one with most hits; on a tie, the fallback when it is among the best,
 * else the first of them in English, Spanish, French, German order. Null when no word is known and there
 * is no fallback.
 */
export function detectMessageLanguage(
  text: string,
  vocabulary: LanguageVocabulary,
  fallback: ConciergeLanguage | null,
): ConciergeLanguage | null {
  const scores = scoreLanguages(text, vocabulary)
  const best = Math.max(...Object.values(scores))
  if (best === 0) return fallback
  const leaders = CONCIERGE_LANGUAGES.filter((language) => scores[language] === best)
  if (fallback && leaders.includes(fallback)) return fallback
  return leaders[0] ?? fallback
}
