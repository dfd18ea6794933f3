// Contact us (spec §2 /help/{lang}/contact-us/, issue 23): what a message may hold. Pure: the API schema,
// the page and the use case read the same limits and topics.

export const CONTACT_TOPICS = [
  { value: 'attendee', label: 'Tickets or an event I am going to' },
  { value: 'creator', label: 'Events I organize' },
  { value: 'other', label: 'Something else' },
] as const

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value']

export const CONTACT_NAME_MAX_LENGTH = 100
export const CONTACT_MESSAGE_MIN_LENGTH = 10
export const CONTACT_MESSAGE_MAX_LENGTH = 5000

/** Line breaks kept, control characters and surrounding space dropped (spec §5 text rules). */
export function normalizeContactMessage(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
    .trim()
}
