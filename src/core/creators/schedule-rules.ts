// A recurring schedule (issue 20): an RFC 5545 RRULE read in the event's own time zone. DTSTART, when
// given, is a floating local time ("DTSTART:20261220T190000"); without it the series starts at the
// event's start. rrule computes floating times as UTC fields, which are exactly wall-clock times here.
import * as rruleModule from 'rrule'
import { wallClockParts } from '@/core/shared/wall-clock'

// Bundlers load rrule's ES module; Node's own loader (our server runs the endpoint modules, scripts/serve.ts)
// gets its CommonJS build, whose exports only the default import carries.
type RRuleModule = typeof rruleModule
const commonJs = (rruleModule as RRuleModule & { default?: RRuleModule }).default
const { rrulestr }: RRuleModule = commonJs?.rrulestr ? commonJs : rruleModule

export const MAX_OCCURRENCES = 200

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as the floating local time ("2026-12-20T19:00:00") a rule of the event's zone starts from. */
export function computeLocalIso(instant: Date, timeZone: string): string {
  const p = wallClockParts(instant.getTime(), timeZone)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
}

export class ScheduleRuleError extends Error {}

const FLOATING = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/

// "20270115T190000" as "2027-01-15T19:00:00", when it is a real calendar date and time.
function floatingToLocal(value: string): string | null {
  const m = FLOATING.exec(value.trim())
  if (!m) return null
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`
  const date = new Date(`${local}Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === local ? local : null
}

/**
 * A list of dates (issue 20): DTSTART (or the event's start) plus RFC 5545 RDATE lines of floating local
 * times, in order, each once. rrule's sets add nothing here and would read the times as UTC instants.
 */
function expandDateList(text: string, defaultLocalStart: string): string[] {
  const start = /^DTSTART:(.+)$/im.exec(text)?.[1]
  const first = start === undefined ? defaultLocalStart : floatingToLocal(start)
  if (!first) throw new ScheduleRuleError('DTSTART must be a local time such as 20261220T190000.')
  const values = [...text.matchAll(/^RDATE(?:;VALUE=DATE-TIME)?:(.+)$/gim)].flatMap((m) => m[1]!.split(','))
  const locals = values.map((v) => {
    const local = floatingToLocal(v)
    if (!local) throw new ScheduleRuleError(`RDATE values must be local times such as 20261227T190000, not “${v.trim().slice(0, 40)}”.`)
    return local
  })
  const all = [...new Set([first, ...locals])].sort()
  if (all.length > MAX_OCCURRENCES) throw new ScheduleRuleError(`A schedule has at most ${MAX_OCCURRENCES} dates.`)
  if (all[0] !== first) throw new ScheduleRuleError('Every RDATE must come after the first date.')
  return all
}

/** The occurrences' local start times ("2026-12-20T19:00:00"), in order; throws ScheduleRuleError. */
export function expandRecurrenceRule(rule: string, defaultLocalStart: string): string[] {
  const text = rule.trim().replace(/\r\n/g, '\n')
  if (/DTSTART[^:\n]*:[^\n]*Z\b/i.test(text) || /DTSTART;TZID=/i.test(text)) {
    throw new ScheduleRuleError('DTSTART must be a local time in the event’s time zone, without Z or TZID.')
  }
  if (!/RRULE:/i.test(text) && /^RDATE[:;]/im.test(text)) return expandDateList(text, defaultLocalStart)
  if (!/RRULE:/i.test(text) && !/^FREQ=/i.test(text)) throw new ScheduleRuleError('The rule needs an RRULE line.')
  let parsed: ReturnType<typeof rrulestr>
  try {
    const body = /^FREQ=/i.test(text) ? `RRULE:${text}` : text
    // The option would override the rule's own DTSTART, so it is given only when the rule has none.
    parsed = /DTSTART/i.test(body) ? rrulestr(body) : rrulestr(body, { dtstart: new Date(`${defaultLocalStart}Z`) })
  } catch (error) {
    throw new ScheduleRuleError(`Not a valid RRULE: ${(error as Error).message}`)
  }
  if ('options' in parsed && parsed.options.count === null && parsed.options.until === null) {
    throw new ScheduleRuleError('The rule must end: give COUNT or UNTIL.')
  }
  const dates = parsed.all((_, i) => i < MAX_OCCURRENCES + 1)
  if (dates.length === 0) throw new ScheduleRuleError('The rule gives no dates.')
  if (dates.length > MAX_OCCURRENCES) throw new ScheduleRuleError(`A schedule has at most ${MAX_OCCURRENCES} dates.`)
  return dates.map((d) => d.toISOString().slice(0, 19))
}
