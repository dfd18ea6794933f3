'use client'
// Spec §2/§4 locale selector labelled Locale: keeps the selected value and calls its change handler;
// the handler remembers the choice (what a locale change does to the site is not shown in the spec).
// The options arrive as props from the server footer, so the list is page data, not first-load script.
import { useState } from 'react'
import type { LocaleOption } from './footer-links'
import styles from './site-footer.module.css'

export const LOCALE_COOKIE = 'tessera_locale'

export function LocaleSelect({
  options,
  initialLocale,
  onLocaleChange = (locale) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
  },
}: {
  options: readonly LocaleOption[]
  initialLocale: string
  onLocaleChange?: (locale: string) => void
}) {
  const [value, setValue] = useState(initialLocale)
  return (
    <label className={styles.locale}>
      <span className={styles.localeLabel}>Locale</span>
      <select
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          onLocaleChange(event.target.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
