// Which page links a results page shows: the first, the last and two either side of the current one,
// with null for a gap ("…"), so a long result list never prints hundreds of links.

const SPREAD = 2

/** Page numbers to link, in order, with null where pages are skipped. */
export function computePageWindow(current: number, pageCount: number): (number | null)[] {
  const pages = new Set<number>([1, pageCount])
  for (let p = current - SPREAD; p <= current + SPREAD; p++) if (p >= 1 && p <= pageCount) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const page of sorted) {
    const previous = out.at(-1)
    if (typeof previous === 'number' && page - previous > 1) out.push(null)
    out.push(page)
  }
  return out
}
