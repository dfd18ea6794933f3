// PUT /api/v3/events/{event_id}/transfer_settings/ (issue 40, decision 059): the organizer allows or forbids
// ticket transfers and sets their cut-off, in hours before the start (0: until the event starts). Tickets
// already sold follow the new settings at once: the rule is read when a transfer is asked for.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { MAX_TRANSFER_CUTOFF_HOURS, type TransferSettings } from '@/core/ticketing/transfer-rules'
import { findManagedEvent, type Manager } from './managed-event-access'
import { computeSettingChanges, recordSettingChanges } from './settings-audit'
import { updateTransferSettingsByEventId } from './transfer-settings-repository'

export async function updateTransferSettings({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager; settings: TransferSettings }): Promise<TransferSettings> {
  const { transferCutoffHours } = input.settings
  if (!Number.isInteger(transferCutoffHours) || transferCutoffHours < 0 || transferCutoffHours > MAX_TRANSFER_CUTOFF_HOURS) {
    throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', { transfer_cutoff_hours: [`must be a whole number of hours from 0 to ${MAX_TRANSFER_CUTOFF_HOURS}`] })
  }
  return db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    await updateTransferSettingsByEventId(tx, input.eventId, input.settings)
    await recordSettingChanges(tx, {
      organizerId: event.organizerId,
      actorUserId: input.manager.userId,
      type: 'event.settings_changed',
      subject: { event_id: event.id, event_name: event.name },
      changes: computeSettingChanges(
        { transfers_allowed: event.settings.transfersAllowed, transfer_cutoff_hours: event.settings.transferCutoffHours },
        { transfers_allowed: input.settings.transfersAllowed, transfer_cutoff_hours: transferCutoffHours },
      ),
      now: clock.now(),
    })
    return input.settings
  })
}
