// The site's locale facts (spec §3 "Locale info") from its configured domain and locale. The
// configuration is read once per process, so this is computed once too: the proxy asks on every request.
import { computeLocaleInfo, type LocaleInfo } from '@/core/i18n/locale-info'
import { env } from '@/env'

let cached: LocaleInfo | undefined

export function siteLocaleInfo(): LocaleInfo {
  cached ??= computeLocaleInfo(env().siteTld, env().siteLocale)
  return cached
}
