export type DateKeyword =
  | 'today'
  | 'tomorrow'
  | 'this_weekend'
  | 'this_week'
  | 'next_week'
  | 'this_month'
  | 'next_month'
  | 'custom_date'

/** urlWord is null for custom_date: a picked date travels as query parameters, not in the path. */
export type DateFilter = { keyword: DateKeyword; urlWord: string | null; label: string }

export const DATE_FILTERS: readonly DateFilter[] = [
  { keyword: 'today', urlWord: 'today', label: 'Today' },
  { keyword: 'tomorrow', urlWord: 'tomorrow', label: 'Tomorrow' },
  { keyword: 'this_weekend', urlWord: 'this-weekend', label: 'This weekend' },
  { keyword: 'this_week', urlWord: 'this-week', label: 'This week' },
  { keyword: 'next_week', urlWord: 'next-week', label: 'Next week' },
  { keyword: 'this_month', urlWord: 'this-month', label: 'This month' },
  { keyword: 'next_month', urlWord: 'next-month', label: 'Next month' },
  { keyword: 'custom_date', urlWord: null, label: 'Pick a date' },
]

/** Spec §3 "Date filters": the keyword a results-URL word stands for, or null when it is not a date word. */
export function dateKeywordFromUrlWord(word: string): DateKeyword | null {
  return DATE_FILTERS.find((filter) => filter.urlWord === word)?.keyword ?? null
}

/** Spec §3 "Date filters": the results-URL word for a keyword; null for custom_date, which has none. */
export function urlWordFromDateKeyword(keyword: DateKeyword): string | null {
  return DATE_FILTERS.find((filter) => filter.keyword === keyword)?.urlWord ?? null
}
