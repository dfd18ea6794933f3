// The page's language as the proxy found it (src/proxy.ts, decision 033), for the layout, the pages and
// next-intl's request configuration. Read once per request.
import 'server-only'
import { headers } from 'next/headers'
import { cache } from 'react'
import type { CardIntl } from '@/core/events/event-card-display'
import { computeContentLang } from '@/core/i18n/content-lang'
import { computePageLocaleInfo, type LocaleInfo } from '@/core/i18n/locale-info'
import {
  computeCatalogLanguage,
  computeLocaleTag,
  computeLanguageAlternates,
  computeLocalizedPath,
  computePageLocale,
  computePrefixOf,
  computeServedLocales,
  PAGE_LOCALE_HEADER,
  SUGGESTED_LOCALE_HEADER,
  type PageLocale,
} from '@/core/i18n/page-locale'
import { REQUEST_PATHNAME_HEADER } from '@/core/search/search-bar-settings'
import { requestOrigin } from '@/server/http/request-policy'
import { loadCatalog } from './catalogs'
import { siteLocaleInfo } from './site-locale-info'

export type PageLocaleContext = PageLocale & {
  /** The page's locale facts: its links carry its subdirectory. */
  localeInfo: LocaleInfo
  /** The path as requested, subdirectory included ('/' when unknown). */
  pathname: string
  /** A locale the visitor's Accept-Language prefers over the page's, on a first visit (else null). */
  suggestedLocale: string | null
}

/** The current page's locale; the site's own for a request the proxy did not see (build, tests). */
export const getPageLocale = cache(async (): Promise<PageLocaleContext> => {
  const site = siteLocaleInfo()
  const requestHeaders = await headers()
  const pathname = requestHeaders.get(REQUEST_PATHNAME_HEADER) ?? '/'
  const fromPath = computePageLocale(pathname, site)
  // The proxy's header and the path agree; the header alone is trusted because the proxy always sets it.
  const sent = requestHeaders.get(PAGE_LOCALE_HEADER)
  const locale = sent && computeServedLocales(site).includes(sent) ? sent : fromPath.locale
  const suggested = requestHeaders.get(SUGGESTED_LOCALE_HEADER)
  return {
    ...fromPath,
    locale,
    pathname,
    localeInfo: computePageLocaleInfo(site, locale),
    suggestedLocale: suggested && computeServedLocales(site).includes(suggested) ? suggested : null,
  }
})

/**
 * The page's canonical link and `hreflang` alternates (issue 25 "For search engines"), as absolute
 * URLs: `path` is the page's own unprefixed path (a results page's canonical search, an event's slug),
 * the current request's when omitted.
 */
export async function getLanguageAlternates(path?: string): Promise<{ canonical: string; languages: Record<string, string> }> {
  const page = await getPageLocale()
  const site = siteLocaleInfo()
  const origin = requestOrigin()
  const unprefixed = path ?? page.unprefixedPath
  const languages: Record<string, string> = {}
  for (const [tag, href] of Object.entries(computeLanguageAlternates(unprefixed, site))) languages[tag] = `${origin}${href}`
  return { canonical: `${origin}${computeLocalizedPath(unprefixed, page.locale, site)}`, languages }
}

/** What the page's event cards need to speak its language (cards are drawn in client lists too). */
export async function getCardIntl(): Promise<CardIntl> {
  const { locale } = await getPageLocale()
  const catalog = await loadCatalog(computeCatalogLanguage(locale))
  const prefix = computePrefixOf(locale, siteLocaleInfo())
  return {
    locale: computeLocaleTag(locale),
    texts: catalog.card,
    contentLang: computeContentLang(siteLocaleInfo().locale, locale),
    // Cards have no sales start date: a message with a value ("Sales start {date}") keeps the API's words.
    salesStatus: Object.fromEntries(Object.entries(catalog.event.salesStatus).filter(([, text]) => !text.includes('{'))),
    like: { like: catalog.account.social.like, likeFailed: catalog.account.social.likeFailed },
    // On /de-de/ the cards lead to /de-de/e/… (issue 38 §12), not to the site's language.
    pathPrefix: prefix ? `/${prefix}` : '',
  }
}

/**
 * The `lang` of event and organizer content on this page (issue 25): authors write in the site's
 * language, so their texts are marked when the page is in another (computeContentLang).
 */
export async function getContentLang(): Promise<string | undefined> {
  return computeContentLang(siteLocaleInfo().locale, (await getPageLocale()).locale)
}
