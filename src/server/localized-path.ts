// A same-site path in the current page's language (decision 033): `/myevents/` on a /de-de/ page is
// `/de-de/myevents/`, so redirects, sign-in detours and the creator pages' links keep the visitor in the
// language they read.
import 'server-only'
import { computeLocalizedPath, computePrefixOf } from '@/core/i18n/page-locale'
import { createHrefLocalizer } from '@/core/i18n/localized-href'
import { getPageLocale } from './page-locale'
import { siteLocaleInfo } from './site-locale-info'

export async function getLocalizedPath(path: string): Promise<string> {
  return computeLocalizedPath(path, (await getPageLocale()).locale, siteLocaleInfo())
}

/**
 * The page's language subdirectory as links spell it (`/de-de`; '' for the site's own language at the
 * root), from the locale the proxy set in the page-locale header. Client components get it as a prop.
 */
export async function getPathPrefix(): Promise<string> {
  const prefix = computePrefixOf((await getPageLocale()).locale, siteLocaleInfo())
  return prefix ? `/${prefix}` : ''
}

/** A function that puts a same-site href in the page's language (computeLocalizedHref). */
export async function getHrefLocalizer(): Promise<(href: string) => string> {
  return createHrefLocalizer(await getPathPrefix())
}
