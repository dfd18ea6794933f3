// A same-site link in the page's language (issue 25, decision 033): on a /de-de/ page, `/myevents/` is
// `/de-de/myevents/`, so following it keeps the visitor in German instead of falling back to the site's
// language (only a remembered-language cookie would rescue them). Pure, and small enough for the browser.
//
// Left alone: the API (`/api/…`, it answers in English by contract, decision 035), Next.js's own files
// (`/_next/…`), static files (a last segment with an extension: /favicon.ico, /images/x.png), other sites
// (`https://…`, `//host/…`, `mailto:`), fragments and relative links, and a path that already has a
// language subdirectory.
import { computePathPrefix } from './path-prefix'

const UNLOCALIZED = /^\/(?:api|_next)(?:[/?#]|$)/
const STATIC_FILE = /\/[^/]*\.[a-z0-9]+$/i

/**
 * `href` under `pathPrefix` (`/de-de`, as computePathPrefix spells it; '' at the root, where the site's
 * own language lives and nothing changes).
 */
export function computeLocalizedHref(href: string, pathPrefix: string): string {
  if (!pathPrefix || !href.startsWith('/') || href.startsWith('//')) return href
  const path = href.replace(/[?#].*$/s, '')
  if (UNLOCALIZED.test(href) || STATIC_FILE.test(path) || computePathPrefix(path) !== '') return href
  return href === '/' ? `${pathPrefix}/` : `${pathPrefix}${href}`
}

/** computeLocalizedHref with the page's prefix bound, for a page or component with many links. */
export function createHrefLocalizer(pathPrefix: string): (href: string) => string {
  return (href) => computeLocalizedHref(href, pathPrefix)
}
