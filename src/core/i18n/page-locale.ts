// Which language a page is in (issue 25, decision 033): the site's own locale (SITE_LOCALE) at the root,
// every other supported locale under its lowercase language-region subdirectory (/de-de/, /pt-br/, …;
// spec §2 "/{locale}/…"). Pure, so the proxy, the layout, the footer's selector and the sitemap all read
// one rule, and it is tested without a server.

/** The locales the interface is offered in, in the locale selector's order. */
export const SUPPORTED_LOCALES = [
  'en_US',
  'en_CA',
  'en_GB',
  'en_AU',
  'de_DE',
  'es_ES',
  'es_US',
  'fr_FR',
  'fr_CA',
  'it_IT',
  'nl_NL',
  'pt_BR',
  'sv_SE',
] as const

/** The languages with a message catalog (src/messages/{language}/); region variants share one. */
export const CATALOG_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt', 'sv'] as const
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number]

/** The cookie that remembers the locale a visitor chose in the footer (or kept, dismissing a suggestion). */
export const LOCALE_COOKIE = 'tessera_locale'
/** Set by the proxy on every page request: the page's locale (`de_DE`), never a value a client sent. */
export const PAGE_LOCALE_HEADER = 'x-tessera-page-locale'
/** Set by the proxy: the locale a first visit's Accept-Language prefers, when the page is in another. */
export const SUGGESTED_LOCALE_HEADER = 'x-tessera-suggested-locale'

export type SiteLocale = { locale: string; languagePrefix: string }

export type PageLocale = {
  /** `de_DE` style, as SITE_LOCALE spells it. */
  locale: string
  /** The URL's language subdirectory (`de-de`), or '' at the root. */
  prefix: string
  /** The page's path without the subdirectory: what Next.js routes ('/d/…' keeps its own [locale] route). */
  unprefixedPath: string
}

/** `de_DE` → `de-de`, the subdirectory spelling. */
export function computeLocalePrefix(locale: string): string {
  return locale.replace('_', '-').toLowerCase()
}

/** `de_DE` → `de-DE`, the BCP 47 tag that Intl, `<html lang>` and `hreflang` take. */
export function computeLocaleTag(locale: string): string {
  return locale.replace('_', '-')
}

/** The catalog a locale reads: its language's, or English for a language without one (da_DK, …). */
export function computeCatalogLanguage(locale: string): CatalogLanguage {
  const language = locale.slice(0, 2).toLowerCase()
  return (CATALOG_LANGUAGES as readonly string[]).includes(language) ? (language as CatalogLanguage) : 'en'
}

/** Spec §9: weeks start on Monday, on Sunday for pt-BR. 0 is Sunday, 1 Monday. */
export function computeWeekStart(locale: string): 0 | 1 {
  return locale === 'pt_BR' ? 0 : 1
}

const LOCALE_BY_PREFIX = new Map<string, string>(SUPPORTED_LOCALES.map((locale) => [computeLocalePrefix(locale), locale]))

/** The subdirectory a locale lives under on this site: '' for the site's own locale at the root. */
export function computePrefixOf(locale: string, site: SiteLocale): string {
  return locale === site.locale ? site.languagePrefix : computeLocalePrefix(locale)
}

/**
 * The page's locale from its path: a supported locale's subdirectory (or the site locale's own, when its
 * domain speaks another language) names it; any other path is the site's locale. The site's own locale
 * is never served under a second subdirectory (/en-us/ on an en_US .com site is no prefix).
 */
export function computePageLocale(pathname: string, site: SiteLocale): PageLocale {
  const end = pathname.indexOf('/', 1)
  const first = end < 0 ? pathname.slice(1) : pathname.slice(1, end)
  const rest = end < 0 ? '/' : pathname.slice(end) || '/'
  if (first && first === site.languagePrefix) return { locale: site.locale, prefix: first, unprefixedPath: rest }
  const locale = LOCALE_BY_PREFIX.get(first)
  if (locale && locale !== site.locale) return { locale, prefix: first, unprefixedPath: rest }
  return { locale: site.locale, prefix: '', unprefixedPath: pathname }
}

/** The same page in `locale`: `/about/` in de_DE is `/de-de/about/`; in the site's locale, `/about/`. */
export function computeLocalizedPath(pathname: string, locale: string, site: SiteLocale): string {
  const { unprefixedPath } = computePageLocale(pathname, site)
  const prefix = computePrefixOf(locale, site)
  return prefix ? `/${prefix}${unprefixedPath}` : unprefixedPath
}

/** Every locale the site serves: its own first, then the supported ones. */
export function computeServedLocales(site: SiteLocale): string[] {
  return [site.locale, ...SUPPORTED_LOCALES.filter((locale) => locale !== site.locale)]
}

/**
 * `hreflang` alternates of a page (issue 25 "For search engines"): its path in every served locale by
 * BCP 47 tag, and `x-default` at the site's own locale.
 */
export function computeLanguageAlternates(pathname: string, site: SiteLocale): Record<string, string> {
  const alternates: Record<string, string> = {}
  for (const locale of computeServedLocales(site)) alternates[computeLocaleTag(locale)] = computeLocalizedPath(pathname, locale, site)
  alternates['x-default'] = computeLocalizedPath(pathname, site.locale, site)
  return alternates
}

type Preference = { tag: string; q: number }

function preferences(acceptLanguage: string): Preference[] {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((p) => p.tag && p.tag !== '*' && p.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
}

/**
 * The supported locale an Accept-Language header prefers: an exact language-region match, else the first
 * supported locale of the language (`de` → de_DE). Null when it prefers none of them.
 */
export function computePreferredLocale(acceptLanguage: string | null | undefined): string | null {
  for (const { tag } of preferences(acceptLanguage ?? '')) {
    const exact = LOCALE_BY_PREFIX.get(tag.replace('_', '-'))
    if (exact) return exact
    const language = tag.slice(0, 2)
    const first = SUPPORTED_LOCALES.find((locale) => locale.slice(0, 2) === language)
    if (first) return first
  }
  return null
}

/**
 * Issue 25 "Switching": a first visit (no remembered choice) whose Accept-Language prefers a supported
 * language other than the page's gets that locale suggested, never a redirect. A preference for the
 * page's own language (en-GB on an en_US page) is no reason to suggest anything.
 */
export function computeLocaleSuggestion(
  acceptLanguage: string | null | undefined,
  pageLocale: string,
  rememberedLocale: string | undefined,
): string | null {
  if (rememberedLocale !== undefined) return null
  const preferred = computePreferredLocale(acceptLanguage)
  if (!preferred || preferred.slice(0, 2) === pageLocale.slice(0, 2)) return null
  return preferred
}

/** A remembered choice that names a supported locale (the cookie is the visitor's to edit). */
export function computeRememberedLocale(cookie: string | undefined, site: SiteLocale): string | undefined {
  if (cookie === undefined) return undefined
  return computeServedLocales(site).includes(cookie) ? cookie : undefined
}

/**
 * Where a remembered choice sends a visit of a page at the site's root: the same page in the chosen
 * locale, or null to stay (no choice, or the site's own locale chosen, or the page already prefixed).
 */
export function computeRememberedRedirect(pathname: string, remembered: string | undefined, site: SiteLocale): string | null {
  if (!remembered || remembered === site.locale) return null
  const page = computePageLocale(pathname, site)
  if (page.prefix !== '') return null
  return computeLocalizedPath(pathname, remembered, site)
}

export type SitemapEntry = { url: string; alternates: { languages: Record<string, string> } }

/**
 * The sitemap's entries (issue 25 "For search engines"): every page of `paths` in every served locale,
 * each listing all its language versions by `hreflang` tag.
 */
export function computeSitemapEntries(paths: readonly string[], site: SiteLocale, origin: string): SitemapEntry[] {
  return paths.flatMap((path) => {
    const languages: Record<string, string> = {}
    for (const [tag, href] of Object.entries(computeLanguageAlternates(path, site))) languages[tag] = `${origin}${href}`
    return computeServedLocales(site).map((locale) => ({
      url: `${origin}${computeLocalizedPath(path, locale, site)}`,
      alternates: { languages },
    }))
  })
}

/**
 * The query parameter by which a visitor chooses a locale (the footer's selector, the suggestion's links):
 * the proxy remembers the choice and sends the visit to the same page in that locale, so the browser needs
 * no locale rules of its own.
 */
export const CHOOSE_LOCALE_PARAM = 'choose_locale'

/**
 * Where a visit that chose a locale goes: the same page in it, with the rest of its query. Null when the
 * value names no served locale (the parameter is then dropped and the page stays in its language).
 */
export function computeChosenLocalePath(pathname: string, chosen: string, site: SiteLocale): string | null {
  const locale = computeRememberedLocale(chosen, site)
  return locale ? computeLocalizedPath(pathname, locale, site) : null
}
