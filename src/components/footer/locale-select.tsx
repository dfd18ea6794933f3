'use client'
// Spec §2/§4 locale selector labelled Locale (issue 25 "Switching"): choosing a locale asks for the same
// page with ?choose_locale=…; the proxy remembers the choice (cookie) and opens the page in that locale
// (src/core/i18n/page-locale.ts), so no locale rules load in the browser. The options and the label
// arrive as props from the server footer, so the list is page data, not first-load script.
import type { LocaleOption } from './footer-links'

function chooseLocale(locale: string) {
  const url = new URL(window.location.href)
  url.searchParams.set('choose_locale', locale)
  window.location.assign(url.toString())
}

export function LocaleSelect({
  options,
  initialLocale,
  label,
  className,
  labelClassName,
  onLocaleChange = chooseLocale,
}: {
  options: readonly LocaleOption[]
  initialLocale: string
  /** The label in the page's language (the footer catalog's), from the server footer. */
  label: string
  /** From the server footer, so the footer's class map stays out of the first load. */
  className?: string
  labelClassName?: string
  onLocaleChange?: (locale: string) => void
}) {
  // Uncontrolled: the select itself keeps the chosen value.
  return (
    <label className={className}>
      <span className={labelClassName}>{label}</span>
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
