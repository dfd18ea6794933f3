// A recurring schedule (issue 20): an RFC 5545 RRULE read in the event's own time zone. DTSTART, when
// given, is a floating local time ("DTSTART:20261220T190000"); without it the series starts at the
// event's start. rrule computes floating times as UTC fields, which are exactly wall-clock times here.
import * as rruleModule from 'rrule'

// Bundlers load rrule's ES module; Node's own loader (our server runs the endpoint modules, scripts/serve.ts)
// gets its CommonJS build, whose exports only the default import carries.
type RRuleModule = typeof rruleModule
const commonJs = (rruleModule as RRuleModule & { default?: RRuleModule }).default
const { rrulestr }: RRuleModule = commonJs?.rrulestr ? commonJs : rruleModule

export const MAX_OCCURRENCES = 200

export class ScheduleRuleError extends Error {}

/** The occurrences' local start times ("2026-12-20T19:00:00"), in order; throws ScheduleRuleError. */
export function expandRecurrenceRule(rule: string, defaultLocalStart: string): string[] {
  const text = rule.trim().replace(/\r\n/g, '\n')
  if (/DTSTART[^:\n]*:[^\n]*Z\b/i.test(text) || /DTSTART;TZID=/i.test(text)) {
    throw new ScheduleRuleError('DTSTART must be a local time in the event’s time zone, without Z or TZID.')
  }
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
