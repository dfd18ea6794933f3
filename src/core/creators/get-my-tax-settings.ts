// GET /api/v3/organizations/me/tax/ (issue 37 point 4): the signed-in creator's tax settings; "none"
// and empty details until they set them (or have no organizer yet).
import type { CoreDeps } from '@/core/shared/core-deps'
import { NO_TAX } from '@/core/ticketing/taxes'
import { findOrganizerTaxSettings, findOwnOrganizer } from './organizer-profile-repository'
import { toTaxSettingsJson, type TaxSettingsJson } from './tax-settings'

export async function getMyTaxSettings({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<TaxSettingsJson> {
  const organizer = await findOwnOrganizer(db, input.userId)
  const settings = organizer ? await findOrganizerTaxSettings(db, organizer.id) : null
  return toTaxSettingsJson(settings ?? NO_TAX)
}
