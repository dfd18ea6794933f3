// Reminders before an event (issue 40, decision 061): pure rules shared by the sweep that sends them, the
// editor that sets them and the API that takes them. An event reminds its buyers 24 and 2 hours before
// it starts unless its organizer chose other offsets or none.
import { isTicketValidForEntry } from './ticket-entry'

/** The offsets a new event starts with. */
export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 2]
/** The editor's choices (a week, two days, a day, two hours, one hour); the API takes any whole hour in range. */
export const REMINDER_HOUR_CHOICES: readonly number[] = [168, 48, 24, 2, 1]
export const MIN_REMINDER_HOURS = 1
/** Two weeks: the farthest a reminder may be sent ahead (the database's CHECK says the same). */
export const MAX_REMINDER_HOURS = 336
export const MAX_REMINDERS = 4

/** `hours` as stored: distinct, longest first (the order the editor and the API show them). */
export function computeReminderHours(hours: readonly number[]): number[] {
  return [...new Set(hours)].sort((a, b) => b - a)
}

/** The offsets the editor shows as boxes: its choices plus any other the event was given through the API. */
export function computeReminderChoices(current: readonly number[]): number[] {
  return computeReminderHours([...REMINDER_HOUR_CHOICES, ...current])
}

/**
 * Whether the `hoursBefore` reminder of an order is due at `now`: its time has come and the event has not
 * started; and the order was placed before that time (a purchase an hour before the start gets no 24-hour
 * reminder: it was bought knowing).
 */
export function isReminderDue(input: { startAt: Date; hoursBefore: number; orderPlacedAt: Date; now: Date }): boolean {
  const sendAt = input.startAt.getTime() - input.hoursBefore * 3_600_000
  return input.now.getTime() >= sendAt && input.now.getTime() < input.startAt.getTime() && input.orderPlacedAt.getTime() < sendAt
}

/**
 * The tickets a reminder is about: those that still admit and whose holder has not checked in (a checked-in
 * attendee is never reminded). None left: the reminder is skipped.
 */
export function computeRemindedTickets<T extends { status: string; checkedInAt: Date | null }>(tickets: readonly T[]): T[] {
  return tickets.filter((t) => isTicketValidForEntry(t.status) && t.checkedInAt === null)
}
