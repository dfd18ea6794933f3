// A plain form's page in the language it was sent from (issue 25). The forms post to their page's path in
// the site's own language; the Referer's language directory (`/de-de/…`), which a same-site form post
// carries, says which language's page to go back to. Without one, the site's own language.
import 'server-only'
import { computeLocalizedPath, computePageLocale } from '@/core/i18n/page-locale'
import { siteLocaleInfo } from '@/server/site-locale-info'

/** `page` (a path without a language directory) in the language of the page that posted `request`. */
export function computeSendersPage(request: Request, page: string): string {
  let from = '/'
  try {
    from = new URL(request.headers.get('referer') ?? '/', 'http://referer.invalid').pathname
  } catch {
    // An unreadable Referer is no language.
  }
  const site = siteLocaleInfo()
  return computeLocalizedPath(page, computePageLocale(from, site).locale, site)
}
