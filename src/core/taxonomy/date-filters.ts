/**
 * Spec §3 "Date filters": the keywords that stand for a window by themselves, in the order they are
 * offered. The one list of date keywords: the API's and the concierge's zod enums derive from it.
 */
export const PRESET_DATE_KEYWORDS = ['today', 'tomorrow', 'this_weekend', 'this_week', 'next_week', 'this_month', 'next_month'] as const
/** Every date keyword: the presets and custom_date, which needs the picked dates. */
export const DATE_KEYWORDS = [...PRESET_DATE_KEYWORDS, 'custom_date'] as const

export type PresetDateKeyword = (typeof PRESET_DATE_KEYWORDS)[number]
export type DateKeyword = (typeof DATE_KEYWORDS)[number]

/** urlWord is null for custom_date: a picked date travels as query parameters, not in the path. */
export type DateFilter = { keyword: DateKeyword; urlWord: string | null; label: string }

// A record, so that the compiler refuses a keyword without its URL word and label.
const DATE_FILTER_WORDS: Readonly<Record<DateKeyword, Omit<DateFilter, 'keyword'>>> = {
  today: { urlWord: 'today', label: 'Today' },
  tomorrow: { urlWord: 'tomorrow', label: 'Tomorrow' },
  this_weekend: { urlWord: 'this-weekend', label: 'This weekend' },
  this_week: { urlWord: 'this-week', label: 'This week' },
  next_week: { urlWord: 'next-week', label: 'Next week' },
  this_month: { urlWord: 'this-month', label: 'This month' },
  next_month: { urlWord: 'next-month', label: 'Next month' },
  custom_date: { urlWord: null, label: 'Pick a date' },
}

export const DATE_FILTERS: readonly DateFilter[] = DATE_KEYWORDS.map((keyword) => ({ keyword, ...DATE_FILTER_WORDS[keyword] }))

/** Spec §3 "Date filters": the keyword a results-URL word stands for, or null when it is not a date word. */
export function dateKeywordFromUrlWord(word: string): DateKeyword | null {
  return DATE_FILTERS.find((filter) => filter.urlWord === word)?.keyword ?? null
}

/** Spec §3 "Date filters": the results-URL word for a keyword; null for custom_date, which has none. */
export function urlWordFromDateKeyword(keyword: DateKeyword): string | null {
  return DATE_FILTERS.find((filter) => filter.keyword === keyword)?.urlWord ?? null
}
