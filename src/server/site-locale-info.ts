// The site's locale facts (spec §3 "Locale info") from its configured domain and locale. The
// configuration is read once per process, so this is computed once too: the proxy asks on every request.
import { computeLocaleInfo, computeProductOrigins, type LocaleInfo } from '@/core/i18n/locale-info'
import { env } from '@/env'

let cached: LocaleInfo | undefined

export function siteLocaleInfo(): LocaleInfo {
  cached ??= computeLocaleInfo(env().siteTld, env().siteLocale)
  return cached
}

const productOrigins = new Map<string, string[]>()

/** The product's own origins as seen from a request's origin (computeProductOrigins), once per origin. */
export function siteProductOrigins(origin: string): string[] {
  let origins = productOrigins.get(origin)
  if (!origins) {
    origins = computeProductOrigins(origin, siteLocaleInfo().tld)
    // Hosts come from request headers: a bounded memo, not one entry per forged Host.
    if (productOrigins.size < 100) productOrigins.set(origin, origins)
  }
  return origins
}
