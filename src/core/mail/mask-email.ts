// An address shown to someone who may not own it (decision 051): enough for its owner to recognise it
// ("b•••@example.com"), not enough for a stranger holding a forwarded link to learn it.

/** The first letter of the mailbox, three dots, and the domain; "•••" alone for something that is no address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email.slice(0, 1)}•••${email.slice(at)}`
}
