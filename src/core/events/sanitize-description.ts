// Organizer-written event descriptions are user HTML (ARCHITECTURE §8 "User HTML is sanitised"): only
// text formatting, lists, headings and links survive; links open safely and carry no ranking credit.
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Headings below the page's own h1/h2 structure.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener noreferrer', target: '_blank' }),
    h1: 'h2',
  },
  disallowedTagsMode: 'discard',
}

/** The description HTML reduced to the allow-listed tags and attributes; scripts, styles and handlers go. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
