'use client'
// Spec §2/§4 locale selector labelled Locale: keeps the selected value and calls its change handler;
// the handler remembers the choice (what a locale change does to the site is not shown in the spec).
// The options arrive as props from the server footer, so the list is page data, not first-load script.
import type { LocaleOption } from './footer-links'

export const LOCALE_COOKIE = 'tessera_locale'

export function LocaleSelect({
  options,
  initialLocale,
  className,
  labelClassName,
  onLocaleChange = (locale) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
  },
}: {
  options: readonly LocaleOption[]
  initialLocale: string
  /** From the server footer, so the footer's class map stays out of the first load. */
  className?: string
  labelClassName?: string
  onLocaleChange?: (locale: string) => void
}) {
  // Uncontrolled: the select itself keeps the chosen value.
  return (
    <label className={className}>
      <span className={labelClassName}>Locale</span>
      <select defaultValue={initialLocale} onChange={(event) => onLocaleChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
