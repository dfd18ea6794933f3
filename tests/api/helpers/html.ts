// Reading server-rendered HTML in API specs: the text as a reader sees it, entities decoded.

/** The HTML entities React writes, decoded (&nbsp; as a plain space). */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const TOKEN = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)
  return match ? decodeHtml(match[1]!) : null
}

/**
 * What a reader sees of a page as interface: the text between tags, plus the names the page gives its
 * controls (aria-label, placeholder). Text inside an element whose `lang` names another language than the
 * page's is left out: it is an author's content, which stays in its language (issue 25), not interface.
 */
export function readInterfaceTexts(html: string, { keepOtherLanguages = false } = {}): string[] {
  const pageLanguage = (/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en').slice(0, 2).toLowerCase()
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<head>[\s\S]*?<\/head>/, '')
  // Open elements, each with whether it (or an ancestor) is in another language.
  const open: { name: string; foreign: boolean }[] = []
  const texts: string[] = []
  for (const [, closing, tagName, attributes = '', text] of body.matchAll(TOKEN)) {
    const foreign = open.at(-1)?.foreign ?? false
    if (text !== undefined) {
      if (!foreign) texts.push(decodeHtml(text).trim())
      continue
    }
    if (!tagName) continue
    const name = tagName.toLowerCase()
    if (closing) {
      const at = open.map((e) => e.name).lastIndexOf(name)
      if (at >= 0) open.length = at
      continue
    }
    const lang = attribute(attributes, 'lang')
    const isForeign = !keepOtherLanguages && (foreign || (lang !== null && lang.slice(0, 2).toLowerCase() !== pageLanguage))
    if (!isForeign) {
      for (const name of ['aria-label', 'placeholder']) {
        const value = attribute(attributes, name)
        if (value) texts.push(value.trim())
      }
    }
    if (!VOID_ELEMENTS.has(name) && !attributes.trimEnd().endsWith('/')) open.push({ name, foreign: isForeign })
  }
  return texts.filter(Boolean)
}
