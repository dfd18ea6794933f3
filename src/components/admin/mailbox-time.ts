/** An outbox time as staff read it, in UTC so that every staff member sees the same value. */
export function mailboxTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}
