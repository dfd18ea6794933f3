// What someone typed, read or scanned at a door, in the form ticket codes are stored (decision 045). Apart
// from ticket-code.ts, which draws on the server's random pool, so the check-in desk in the browser can use it.

/**
 * Upper case, without spaces and dashes (a typographic dash too), and Crockford's look-alikes read as
 * digits (O→0, I/L→1), so a code matches however it was written down.
 */
export function normalizeTicketCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\u2010-\u2015-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
}
