// Which sites may frame an organization's embedded checkout (issue 41, decision 070): exact origins, each
// sent in the checkout page's CSP `frame-ancestors`. Pure, so the rules are unit-tested alone.
//
// An origin is `https://host[:port]` with nothing after it; `http:` only for a loopback host, so that an
// organizer can try the embed on their own machine while a real site always frames it over TLS (a page
// served over plain HTTP could be changed on the way, script tag included). No wildcards: a list says
// exactly who may show the checkout.
import { AppError } from '@/core/shared/app-error'

export const MAX_EMBED_ORIGINS = 20

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** One origin as the browser writes it (`https://example.org`), or the reason it cannot be one. */
export function normaliseEmbedOrigin(text: string): { origin: string } | { error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { error: 'Enter a site address such as https://example.org.' }
  if (trimmed.length > 200) return { error: 'A site address is at most 200 characters.' }
  if (trimmed.includes('*')) return { error: 'List each site exactly; wildcards are not allowed.' }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return { error: 'Enter a site address such as https://example.org.' }
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    return { error: 'A site must use https:// (http:// only for localhost).' }
  }
  if (url.username || url.password) return { error: 'A site address has no user name or password.' }
  // `https://example.org/` is the origin with the root path; anything more is a page, not a site.
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || /[?#]/.test(trimmed)) {
    return { error: 'Give the site only (https://example.org), without a page path.' }
  }
  return { origin: url.origin }
}

/** The list as stored: normalised, without repeats, in the order given; a 400 naming each bad entry. */
export function assertEmbedOrigins(texts: readonly string[]): string[] {
  if (texts.length > MAX_EMBED_ORIGINS) {
    throw new AppError('INVALID_ARGUMENT', `List at most ${MAX_EMBED_ORIGINS} sites.`, { origins: [`at most ${MAX_EMBED_ORIGINS} sites`] })
  }
  const origins: string[] = []
  const errors: Record<string, string[]> = {}
  texts.forEach((text, index) => {
    const result = normaliseEmbedOrigin(text)
    if ('error' in result) errors[`origins[${index}]`] = [result.error]
    else if (!origins.includes(result.origin)) origins.push(result.origin)
  })
  if (Object.keys(errors).length > 0) {
    throw new AppError('INVALID_ARGUMENT', Object.values(errors)[0]![0]!, errors)
  }
  return origins
}

/** The CSP `frame-ancestors` source list for these origins: none at all when the list is empty. */
export function computeFrameAncestors(origins: readonly string[]): string {
  return origins.length === 0 ? "'none'" : origins.join(' ')
}
