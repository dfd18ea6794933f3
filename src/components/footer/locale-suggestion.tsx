// Issue 25 "Switching": a first visit whose browser prefers another supported language is offered the
// page in it, in that language; never redirected. Both answers are links with ?choose_locale=…, which
// the proxy remembers (so the offer is not made again) before opening the page: no script at all.
import { CHOOSE_LOCALE_PARAM } from '@/core/i18n/page-locale'

export function LocaleSuggestion({
  switchPath,
  stayPath,
  locale,
  pageLocale,
  lang,
  texts,
}: {
  /** The page in the suggested locale, and the page itself. */
  switchPath: string
  stayPath: string
  locale: string
  pageLocale: string
  /** The suggested language's tag: the texts are written in it. */
  lang: string
  texts: { message: string; switchLabel: string; dismissLabel: string }
}) {
  return (
    <aside aria-label={texts.message} lang={lang} className="locale-suggestion">
      <p>{texts.message}</p>
      <a href={`${switchPath}?${CHOOSE_LOCALE_PARAM}=${locale}`}>{texts.switchLabel}</a>
      <a href={`${stayPath}?${CHOOSE_LOCALE_PARAM}=${pageLocale}`}>{texts.dismissLabel}</a>
    </aside>
  )
}
