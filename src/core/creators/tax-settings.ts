// An organizer's tax settings and an event's override of them as the API and the forms have them
// (issue 37 point 4, decision 043): `{mode, rate_percent, legal_name, address, tax_id}`, checked here so
// the organization's settings and the event editor refuse the same things with the same words.
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import { formatRatePercent, MAX_TAX_RATE_MILLI, NO_TAX, parseRatePercent, type TaxMode, type TaxSettings } from '@/core/ticketing/taxes'

export type TaxSettingsJson = { mode: TaxMode; rate_percent: number; legal_name: string; address: string; tax_id: string }

export type TaxSettingsBody = { mode: TaxMode; rate_percent?: number; legal_name?: string; address?: string; tax_id?: string }

export function toTaxSettingsJson(s: TaxSettings): TaxSettingsJson {
  return { mode: s.mode, rate_percent: Number(formatRatePercent(s.rateMilli)), legal_name: s.legalName, address: s.address, tax_id: s.taxId }
}

/**
 * The settings a body asks for, or a 400 naming each field that is wrong (keyed under `prefix`, such as
 * "tax." in the event API). Charging tax needs a rate above 0 and the seller's legal name, which the
 * receipt prints; "none" keeps the seller's details but no rate.
 */
export function parseTaxSettingsBody(body: TaxSettingsBody, prefix = ''): TaxSettings {
  const rateMilli = parseRatePercent(body.rate_percent ?? 0)
  const errors: ArgumentErrors = {}
  if (Math.abs((body.rate_percent ?? 0) * 1000 - rateMilli) > 1e-6) errors[`${prefix}rate_percent`] = ['must have at most three decimals']
  if (rateMilli < 0 || rateMilli > MAX_TAX_RATE_MILLI) errors[`${prefix}rate_percent`] = ['must be between 0 and 100']
  const legalName = (body.legal_name ?? '').trim()
  if (body.mode !== 'none') {
    if (rateMilli <= 0) errors[`${prefix}rate_percent`] = ['must be above 0 when tax is charged']
    if (legalName === '') errors[`${prefix}legal_name`] = ['is needed when tax is charged: receipts name the seller']
  }
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some tax settings are not valid.', errors)
  return {
    ...NO_TAX,
    mode: body.mode,
    rateMilli: body.mode === 'none' ? 0 : rateMilli,
    legalName,
    address: (body.address ?? '').trim(),
    taxId: (body.tax_id ?? '').trim(),
  }
}
