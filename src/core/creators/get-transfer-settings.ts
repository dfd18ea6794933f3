// GET /api/v3/events/{event_id}/transfer_settings/ (issue 40, decision 059): for the event's managers.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import type { TransferSettings } from '@/core/ticketing/transfer-rules'
import { findManagedEvent, type Manager } from './managed-event-access'
import { findTransferSettingsByEventId } from './transfer-settings-repository'

export async function getTransferSettings({ db }: Pick<CoreDeps, 'db'>, input: { eventId: number; manager: Manager }): Promise<TransferSettings> {
  await findManagedEvent(db, input.eventId, input.manager, 'read')
  const settings = await findTransferSettingsByEventId(db, input.eventId)
  if (!settings) throw new AppError('NOT_FOUND', 'There is no such event.')
  return settings
}
