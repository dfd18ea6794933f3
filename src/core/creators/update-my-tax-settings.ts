// PUT /api/v3/organizations/me/tax/ (issue 37 point 4, decision 043): the creator sets their tax mode,
// rate and seller's details, creating their organizer if their first event has not yet. New holds are
// priced with them at once; orders already placed keep the tax they were priced with.
import type { CoreDeps } from '@/core/shared/core-deps'
import { ensureOwnOrganizer } from './ensure-own-organizer'
import { updateOrganizerTaxSettings } from './organizer-profile-repository'
import { parseTaxSettingsBody, toTaxSettingsJson, type TaxSettingsBody, type TaxSettingsJson } from './tax-settings'

export async function updateMyTaxSettings(
  { db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>,
  input: { userId: number; settings: TaxSettingsBody },
): Promise<TaxSettingsJson> {
  const settings = parseTaxSettingsBody(input.settings)
  const organizerId = await db.transaction(async (tx) => {
    const organizer = await ensureOwnOrganizer(tx, input.userId, clock.now())
    await updateOrganizerTaxSettings(tx, organizer.id, settings)
    return organizer.id
  })
  // Shown prices include "added" tax (the all-in rule): cards, event pages and held contexts drop.
  await invalidateCaches({ kind: 'organizer', ids: [organizerId] })
  return toTaxSettingsJson(settings)
}
