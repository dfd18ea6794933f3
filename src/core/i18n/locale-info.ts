// Spec §3 "Locale info" from the site's configured top-level domain and locale (SITE_TLD, SITE_LOCALE).
// Pure, so the header and footer rules per domain are tested without a browser.

export type LocaleInfo = {
  tld: string
  locale: string
  /** `en-us` style, used in /help/{help_center_language}/ (spec §9 default en-us). */
  helpCenterLanguage: string
  /** True when the locale is not the domain's own language, so paths take a /{locale}/ prefix. */
  usesLanguageSubdirectory: boolean
  /** `es-us` style prefix for the subdirectory, or '' when none is used. */
  languagePrefix: string
}

export const DEFAULT_TLD = '.com'
export const DEFAULT_LOCALE = 'en_US'

// The language each domain speaks by default; other locales on it live under a subdirectory.
const DOMAIN_LOCALES: Readonly<Record<string, readonly string[]>> = {
  '.com': ['en_US'],
  '.ca': ['en_CA', 'fr_CA'],
  '.co.uk': ['en_GB'],
  '.com.au': ['en_AU'],
  '.co.nz': ['en_NZ'],
  '.ie': ['en_IE'],
  '.sg': ['en_SG'],
  '.de': ['de_DE'],
  '.at': ['de_AT'],
  '.ch': ['de_CH', 'fr_CH', 'it_CH'],
  '.es': ['es_ES'],
  '.fr': ['fr_FR'],
  '.be': ['nl_BE', 'fr_BE'],
  '.nl': ['nl_NL'],
  '.it': ['it_IT'],
  '.pt': ['pt_PT'],
  '.se': ['sv_SE'],
  '.dk': ['da_DK'],
  '.fi': ['fi_FI'],
}

function dashed(locale: string): string {
  return locale.replace('_', '-').toLowerCase()
}

/** Spec §3/§9: the locale facts the chrome needs; unknown domains behave like .com. */
export function computeLocaleInfo(tld: string = DEFAULT_TLD, locale: string = DEFAULT_LOCALE): LocaleInfo {
  const native = DOMAIN_LOCALES[tld] ?? DOMAIN_LOCALES[DEFAULT_TLD] ?? []
  const usesLanguageSubdirectory = !native.includes(locale)
  return {
    tld,
    locale,
    helpCenterLanguage: dashed(locale),
    usesLanguageSubdirectory,
    languagePrefix: usesLanguageSubdirectory ? dashed(locale) : '',
  }
}

/** The home URL, with the language subdirectory when one is used (spec §2 "logo"). */
export function homePath(info: Pick<LocaleInfo, 'languagePrefix'>): string {
  return info.languagePrefix ? `/${info.languagePrefix}/` : '/'
}

export function helpPath(info: Pick<LocaleInfo, 'helpCenterLanguage'>, rest = ''): string {
  return `/help/${info.helpCenterLanguage}/${rest}`
}

/**
 * With a language subdirectory every page also lives under /{prefix}/ (spec §2: the logo and several
 * footer links carry it). Returns the page's own path for a prefixed request, or null when the request
 * is not prefixed with the configured language, or is a results path (/{prefix}/d/… has its own route,
 * which keeps the prefix in every link it builds).
 */
export function computeUnprefixedPath(
  pathname: string,
  info: Pick<LocaleInfo, 'languagePrefix'>,
): string | null {
  if (!info.languagePrefix) return null
  const prefix = `/${info.languagePrefix}`
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null
  const rest = pathname.slice(prefix.length) || '/'
  if (rest === '/d' || rest.startsWith('/d/')) return null
  return rest
}

/**
 * The origins of the product's other sites, derived from the site's own origin and configured domain
 * (SITE_TLD): www.tessera.com on .com also owns www.tessera.de, www.tessera.co.uk and the rest of the
 * domains above, same scheme and port. Card links to them are ours and keep the referrer (spec §2
 * "noreferrer when target is not a product-owned host"). An origin that does not end in the configured
 * domain (localhost, a preview host) has no siblings: only itself is the product's.
 */
export function computeProductOrigins(siteOrigin: string, tld: string): string[] {
  let url: URL
  try {
    url = new URL(siteOrigin)
  } catch {
    return []
  }
  if (!url.hostname.endsWith(tld) || url.hostname === tld.slice(1)) return [url.origin]
  const name = url.hostname.slice(0, -tld.length)
  const port = url.port ? `:${url.port}` : ''
  return [
    url.origin,
    ...Object.keys(DOMAIN_LOCALES)
      .filter((t) => t !== tld)
      .map((t) => `${url.protocol}//${name}${t}${port}`),
  ]
}
