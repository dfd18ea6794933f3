// Demo discounts: a few paid events carry an open offer, a buy-one-get-one or a code, on their first
// upcoming instance only.
import { buildDiscount } from '@/seed/builders/build-discount'
import { DAY_MS } from './demo-common'
import type { EventChunk } from './demo-plan-types'
import type { Random } from './random'

const OPEN_DISCOUNT_SHARE = 0.05
const BOGO_SHARE = 0.025
const CODED_DISCOUNT_SHARE = 0.03

export type DiscountKind = 'open' | 'bogo' | 'coded'

/** Which discount an event group offers, if any; free and externally ticketed events offer none. */
export function pickDiscountKind(r: Random, offersNone: boolean): DiscountKind | null {
  if (offersNone) return null
  if (r.chance(OPEN_DISCOUNT_SHARE)) return 'open'
  if (r.chance(BOGO_SHARE)) return 'bogo'
  return r.chance(CODED_DISCOUNT_SHARE) ? 'coded' : null
}

export function buildInstanceDiscount(
  r: Random,
  kind: DiscountKind,
  instance: { eventId: number; startAt: Date; publishedAt: Date; anchorMs: number },
  ids: { discount: number },
): EventChunk['discounts'][number] {
  // 0 means unlimited (schema); BOGO offers are always capped.
  const available = kind === 'bogo' ? r.int(10, 60) : r.chance(0.4) ? 0 : r.int(20, 200)
  const endMs = Math.min(instance.startAt.getTime(), instance.anchorMs + r.int(1, 14) * DAY_MS)
  const percentOff = kind === 'bogo' ? 50 : r.pick([10, 15, 20, 25, 30])
  return buildDiscount({
    id: ids.discount++,
    eventId: instance.eventId,
    kind,
    // The code's number is its percentage, so FRIENDS10 takes 10% off as a buyer reading it expects (issue 38).
    code: kind === 'coded' ? r.pick(['EARLY', 'FRIENDS', 'SAVE', 'WELCOME', 'LOCAL']) + String(percentOff) : null,
    percentOff,
    amountOffMinor: null,
    quantityAvailable: available,
    quantitySold: available === 0 ? r.int(0, 40) : r.int(0, Math.floor(available * 0.8)),
    startAt: instance.publishedAt,
    endAt: new Date(endMs),
  }) as EventChunk['discounts'][number]
}
