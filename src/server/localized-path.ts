// A same-site path in the current page's language (decision 033): `/myevents/` on a /de-de/ page is
// `/de-de/myevents/`, so redirects and sign-in detours keep the visitor in the language they read.
import 'server-only'
import { computeLocalizedPath } from '@/core/i18n/page-locale'
import { getPageLocale } from './page-locale'
import { siteLocaleInfo } from './site-locale-info'

export async function getLocalizedPath(path: string): Promise<string> {
  return computeLocalizedPath(path, (await getPageLocale()).locale, siteLocaleInfo())
}
