// Email HTML is shown to staff in the mailbox. It is ours, but it carries user text (event names, buyer
// names), so it is sanitised like any user HTML (ARCHITECTURE §8) before it is shown: no scripts, no
// styles, no forms, no remote images that would call out when staff open it (an inline image of an attachment, cid:, stays). Its headings move below the
// mailbox page's own (h1 the subject, h2 the parts), so the page keeps one outline.
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'hr', 'blockquote', 'pre', 'code'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'a'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // An image may only name one of the email's own attachments (cid:, the tickets' QR codes): it loads
  // nothing from anywhere when staff open the email.
  allowedSchemesByTag: { img: ['cid'] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith('cid:'),
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    h1: 'h3',
    h2: 'h3',
    h3: 'h4',
    h4: 'h5',
  },
  disallowedTagsMode: 'discard',
}

/** The email's HTML with only formatting, tables, links and inline (cid:) images left; scripts, styles, remote images and handlers go. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
