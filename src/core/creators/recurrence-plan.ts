// The editor's recurring schedule (issue 20, "weekly on chosen days, monthly, or a list of dates") as the
// RFC 5545 rule the schedules endpoint reads (schedule-rules.ts): floating local times in the venue's zone,
// ending on a day, or the first date plus an RDATE list of the others at the same time.

export const WEEKDAYS = [
  { code: 'MO', name: 'Monday' },
  { code: 'TU', name: 'Tuesday' },
  { code: 'WE', name: 'Wednesday' },
  { code: 'TH', name: 'Thursday' },
  { code: 'FR', name: 'Friday' },
  { code: 'SA', name: 'Saturday' },
  { code: 'SU', name: 'Sunday' },
] as const

export type WeekdayCode = (typeof WEEKDAYS)[number]['code']

export type RecurrencePlan =
  | { kind: 'weekly'; days: WeekdayCode[]; lastDate: string }
  | { kind: 'monthly'; lastDate: string }
  /** The first date's start, then each of `dates` ("2027-01-15") at the same time. */
  | { kind: 'dates'; dates: string[] }

const compact = (text: string) => text.replace(/[-:]/g, '')

/**
 * The rule for `plan` starting at the first occurrence's local start ("2026-12-20T19:00"): weekly on the
 * chosen days (the start's own weekday when none is chosen) or monthly on the start's day, up to and
 * including `lastDate` ("2027-03-01"), or on a list of dates. Times stay wall-clock (no Z on DTSTART), so 19:00 stays 19:00
 * across a DST change; UNTIL is the last day's end in the same floating frame.
 */
export function buildRecurrenceRule(plan: RecurrencePlan, startLocal: string): string {
  const dtstart = `DTSTART:${compact(startLocal.slice(0, 16))}00`
  if (plan.kind === 'dates') {
    const time = compact(startLocal.slice(10, 16))
    return `${dtstart}\nRDATE:${[...new Set(plan.dates)].sort().map((d) => `${compact(d)}${time}00`).join(',')}`
  }
  const until = `UNTIL=${compact(plan.lastDate)}T235959Z`
  if (plan.kind === 'monthly') return `${dtstart}\nRRULE:FREQ=MONTHLY;${until}`
  const startDay = WEEKDAYS[(new Date(`${startLocal.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7]!.code
  const days = plan.days.length > 0 ? WEEKDAYS.map((d) => d.code).filter((code) => plan.days.includes(code)) : [startDay]
  return `${dtstart}\nRRULE:FREQ=WEEKLY;BYDAY=${days.join(',')};${until}`
}
