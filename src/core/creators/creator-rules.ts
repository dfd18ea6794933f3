// Pure rules of the creator tools (issue 20): local times in a venue's zone, the publish checklist, a
// copy's name and CSV cells that a spreadsheet will not run as formulas.
import { fillText } from '@/core/i18n/fill-text'
import { wallClockParts, zoneOffsetMs } from '@/core/shared/wall-clock'

/** The longest event title (spec §5), as the editor's counter and the API's schema have it. */
export const EVENT_NAME_MAX_LENGTH = 140

/**
 * A duplicated event's name (issue 38 point 15): "Copy of {name}" in the page's words (`pattern`), or the
 * name alone when that would pass the title's limit: a title is never cut.
 */
export function computeCopyName(name: string, pattern = 'Copy of {name}'): string {
  const copy = fillText(pattern, { name: name.trim() })
  return copy.length <= EVENT_NAME_MAX_LENGTH ? copy : name.trim()
}

/**
 * The instant of a wall-clock time `local` ("2026-12-20T19:00:00") in `timeZone`. The offset is looked up
 * twice because the offset at the naive guess can differ from the one at the answer near a DST change.
 */
export function localTimeToInstant(local: string, timeZone: string): Date {
  const naive = Date.parse(`${local}Z`)
  if (Number.isNaN(naive)) throw new RangeError(`Not a local time: ${local}`)
  const first = naive - zoneOffsetMs(naive, timeZone)
  return new Date(naive - zoneOffsetMs(first, timeZone))
}

/** An instant as a datetime-local input's value ("2026-12-20T19:00") on the wall clock of `timeZone`. */
export function computeLocalInputValue(iso: string, timeZone: string): string {
  const p = wallClockParts(new Date(iso).getTime(), timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

/** Whether `local` names a real calendar date and time (Date.parse would roll 2027-02-30 over to March 2). */
export function isRealLocalTime(local: string): boolean {
  const text = local.length === 16 ? `${local}:00` : local
  const parsed = Date.parse(`${text}Z`)
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 19) === text
}

export type PublishCheckInput = {
  name: string
  summary: string
  isOnline: boolean
  onlineUrl: string | null
  hasVenue: boolean
  startAt: Date
  endAt: Date
  ticketClassCount: number
}

/**
 * What a draft still lacks before it may go live, as argument errors keyed by the part's API name: the
 * publish endpoint answers 400 with exactly these, and the checklist page lists them.
 */
export function computePublishProblems(e: PublishCheckInput, now: Date): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  if (e.name.trim() === '') problems.name = ['Add a title.']
  if (e.summary.trim() === '') problems.summary = ['Add a summary.']
  if (!e.isOnline && !e.hasVenue) problems.venue = ['Add a venue, or make the event online.']
  if (e.isOnline && !e.onlineUrl) problems.online_url = ['Add the link attendees join by.']
  if (e.endAt.getTime() <= e.startAt.getTime()) problems.end = ['The end must be after the start.']
  if (e.startAt.getTime() <= now.getTime()) problems.start = ['The start must be in the future.']
  if (e.ticketClassCount === 0) problems.ticket_classes = ['Add at least one ticket type.']
  return problems
}

export type TicketClassRuleInput = {
  free: boolean
  priceMinor: number
  minPerOrder: number
  maxPerOrder: number
  salesStart: Date | null
  salesEnd: Date | null
}

/** What is wrong with a ticket class as it would be saved (added, or changed and merged), keyed by API field. */
export function computeTicketClassProblems(c: TicketClassRuleInput): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  if (c.free && c.priceMinor !== 0) problems['cost.value'] = ['must be 0 for a free ticket']
  if (!c.free && c.priceMinor <= 0) problems['cost.value'] = ['must be more than 0 for a paid ticket']
  if (c.minPerOrder > c.maxPerOrder) problems.minimum_quantity = ['must not exceed maximum_quantity']
  if (c.salesStart && c.salesEnd && c.salesEnd <= c.salesStart) problems.sales_end = ['must be after sales_start']
  return problems
}

// A spreadsheet treats a cell beginning with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: quoted, quotes doubled, and a leading formula character neutralised with a `'`. */
export function toCsvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(toCsvCell).join(',')).join('\r\n') + '\r\n'
}
