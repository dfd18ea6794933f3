// The search bar's form as drawn (spec §2 "Search bar and dropdown"): search input, location picker
// and search button. One drawing for the server's first-load stand-in (search-bar.tsx) and the loaded
// bar (search-form.tsx), so nothing moves when the code arrives.
import type { ComponentProps, FormEventHandler, ReactNode, Ref } from 'react'
import englishSearch from '@/messages/en/search.json'
import styles from './search-bar.module.css'

/** The search catalog (src/messages/{language}/search.json) in the page's language, passed to the bar's client parts. */
export type SearchTexts = typeof englishSearch
export const ENGLISH_SEARCH_TEXTS: SearchTexts = englishSearch

export function SearchBarMarkup({
  input,
  picker,
  onSubmit,
  submitRef,
  texts = englishSearch,
}: {
  /** What the search input adds to its fixed attributes: value and handlers once loaded. */
  input?: ComponentProps<'input'>
  picker: ReactNode
  onSubmit?: FormEventHandler<HTMLFormElement>
  submitRef?: Ref<HTMLButtonElement>
  texts?: Pick<SearchTexts, 'searchEvents' | 'search'>
}) {
  return (
    <form role="search" aria-label={texts.searchEvents} className={styles.bar} onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor="search" className={styles.label}>
          {texts.searchEvents}
        </label>
        <span className={styles.icon} aria-hidden="true">
          ⌕
        </span>
        <input
          id="search"
          name="q"
          type="search"
          className={styles.input}
          placeholder={texts.searchEvents}
          autoComplete="off"
          enterKeyHint="search"
          {...input}
        />
      </div>
      <span className={styles.divider} aria-hidden="true" />
      {picker}
      <button ref={submitRef} type="submit" className={styles.submit}>
        <span aria-hidden="true">⌕</span>
        <span className={styles.submitText}>{texts.search}</span>
      </button>
    </form>
  )
}
