// Issue 25: "Event content stays in its author's language, marked with `lang` where it differs from the
// page." No event stores a language of its own: organizers write in the site's language (SITE_LOCALE),
// as the demo data does (decision 033), so that is the content's language on every page.
import { computeLocaleTag } from './page-locale'

function languageOf(locale: string): string {
  return locale.slice(0, 2).toLowerCase()
}

/**
 * The `lang` attribute an author's text carries on a page: the content's BCP 47 tag when its language is
 * not the page's (English content on /de-de/), else undefined (an en_US text on /en-gb/ reads as the
 * page's own language, so it is not marked).
 */
export function computeContentLang(contentLocale: string, pageLocale: string): string | undefined {
  return languageOf(contentLocale) === languageOf(pageLocale) ? undefined : computeLocaleTag(contentLocale)
}
