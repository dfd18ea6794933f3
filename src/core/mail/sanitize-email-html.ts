// Email HTML is shown to staff in the mailbox. It is ours, but it carries user text (event names, buyer
// names), so it is sanitised like any user HTML (ARCHITECTURE §8) before it is shown, and then shown in
// a sandboxed iframe: no scripts, no forms, no remote images that would call out when staff open it.
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'hr', 'blockquote', 'pre', 'code'],
    ...['h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  disallowedTagsMode: 'discard',
}

/** The email's HTML with only formatting, tables and links left; scripts, styles, images and handlers go. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
