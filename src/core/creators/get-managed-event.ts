// GET /api/v3/events/{id}/ for its organizer (and staff): the Event (API) shape with its status, drafts
// included, which the public endpoints never show.
import { computeEventJson, type EventJson } from '@/core/events/event-json'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeReminderHours } from '@/core/ticketing/order-reminders'
import { isTaxMode } from '@/core/ticketing/taxes'
import { findManagedEvent, type Manager } from './managed-event-access'
import { toTaxSettingsJson, type TaxSettingsJson } from './tax-settings'

/** The public Event shape, with the online link and the event's own tax settings (null: its organizer's). */
export type ManagedEventJson = EventJson & { online_url: string | null; tax: TaxSettingsJson | null; reminder_hours: number[] }

export async function getManagedEvent(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; manager: Manager; origin: string },
): Promise<ManagedEventJson> {
  const managed = await findManagedEvent(db, input.eventId, input.manager, 'read')
  const now = clock.now()
  const [detail] = await findEventDetailsByIds(db, [input.eventId], { now, viewerUserId: null })
  if (!detail) throw new AppError('NOT_FOUND', 'There is no such event.')
  const override = managed.taxOverride
  const tax = override && isTaxMode(override.mode) ? toTaxSettingsJson({ ...override, mode: override.mode }) : null
  return { ...computeEventJson(detail, { now, origin: input.origin }), online_url: managed.onlineUrl, tax, reminder_hours: computeReminderHours(managed.reminderHours) }
}
