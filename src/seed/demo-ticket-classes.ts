// Demo ticket classes: an event's capacity split over one to three price tiers, with sales that reflect
// how scarce the event is meant to look.
import { buildTicketClass } from '@/seed/builders/build-ticket-class'
import { DAY_MS, roundPriceMinor } from './demo-common'
import type { EventChunk } from './demo-plan-types'
import { createWeightedTable, drawWeighted, type Random } from './random'

export type PriceTier = { name: string; factor: number; share: number; maxPerOrder: number; earlyBird: boolean }
export type Scarcity = 'sold-out' | 'few-left' | 'normal'

const PAID_TIER_SETS: readonly { tiers: readonly PriceTier[]; weight: number }[] = [
  { tiers: [{ name: 'General Admission', factor: 1, share: 1, maxPerOrder: 10, earlyBird: false }], weight: 45 },
  {
    tiers: [
      { name: 'Early bird', factor: 0.75, share: 0.25, maxPerOrder: 6, earlyBird: true },
      { name: 'General Admission', factor: 1, share: 0.75, maxPerOrder: 10, earlyBird: false },
    ],
    weight: 25,
  },
  {
    tiers: [
      { name: 'General Admission', factor: 1, share: 0.85, maxPerOrder: 10, earlyBird: false },
      { name: 'VIP', factor: 2.4, share: 0.15, maxPerOrder: 4, earlyBird: false },
    ],
    weight: 18,
  },
  {
    tiers: [
      { name: 'Early bird', factor: 0.75, share: 0.2, maxPerOrder: 6, earlyBird: true },
      { name: 'General Admission', factor: 1, share: 0.68, maxPerOrder: 10, earlyBird: false },
      { name: 'VIP', factor: 2.4, share: 0.12, maxPerOrder: 4, earlyBird: false },
    ],
    weight: 12,
  },
]
const PAID_TIER_TABLE = createWeightedTable(
  PAID_TIER_SETS.map((s) => s.tiers),
  PAID_TIER_SETS.map((s) => s.weight),
)

/** A free event has one tier (RSVP or General Admission); a paid one draws a tier set by weight. */
export function pickPriceTiers(r: Random, isFree: boolean): readonly PriceTier[] {
  return isFree
    ? [{ name: r.chance(0.3) ? 'RSVP' : 'General Admission', factor: 0, share: 1, maxPerOrder: 10, earlyBird: false }]
    : drawWeighted(r, PAID_TIER_TABLE)
}

export type TicketClassGroup = {
  tiers: readonly PriceTier[]
  isFree: boolean
  generalPriceMinor: number
  capacity: number
  currency: string
  scarcity: Scarcity
  publishedAt: Date
  anchorMs: number
}

/**
 * One instance's ticket classes, ids from `ids.ticketClass` on. Sales end when the event starts (an early
 * bird a week or more before): the generator sets no earlier end to fake a "Sales end soon" (issue 23).
 */
export function buildInstanceTicketClasses(
  r: Random,
  group: TicketClassGroup,
  instance: { eventId: number; startAt: Date; isPast: boolean },
  ids: { ticketClass: number },
): EventChunk['ticketClasses'] {
  const { startAt, isPast } = instance
  const salesEnd = startAt
  const classes = group.tiers.map((tier, sortOrder) => {
    const capacity = Math.max(2, Math.round(group.capacity * tier.share))
    const priceMinor = group.isFree ? 0 : roundPriceMinor((group.generalPriceMinor / 100) * tier.factor)
    const tierSalesEnd = tier.earlyBird ? new Date(Math.min(salesEnd.getTime(), startAt.getTime() - r.int(7, 21) * DAY_MS)) : salesEnd
    const sold = pickSold(r, group.scarcity, tier, capacity, isPast)
    return buildTicketClass({
      id: ids.ticketClass++,
      eventId: instance.eventId,
      name: tier.name,
      kind: group.isFree ? 'free' : 'paid',
      priceMinor,
      currency: group.currency,
      capacity,
      sold: Math.max(0, sold),
      salesStart: group.publishedAt,
      salesEnd: tierSalesEnd,
      minPerOrder: 1,
      maxPerOrder: tier.maxPerOrder,
      sortOrder,
      hidden: false,
    }) as EventChunk['ticketClasses'][number]
  })
  if (group.isFree || instance.eventId % VOLUNTEER_EVERY !== 0) return classes
  // Issue 38 point 2: some paid events also give free volunteer places, so that pages show "Free – $X".
  // Chosen by id, not drawn, so that the random stream (and the rest of the demo data) stays as it was.
  return [
    ...classes,
    buildTicketClass({
      id: ids.ticketClass++,
      eventId: instance.eventId,
      name: 'Volunteer',
      kind: 'free',
      priceMinor: 0,
      currency: group.currency,
      capacity: Math.max(2, Math.min(20, Math.round(group.capacity * 0.05))),
      sold: 0,
      salesStart: group.publishedAt,
      salesEnd,
      minPerOrder: 1,
      maxPerOrder: 1,
      sortOrder: classes.length,
      hidden: false,
    }) as EventChunk['ticketClasses'][number],
  ]
}

/** One paid event in this many (by id) also has a free volunteer class. */
const VOLUNTEER_EVERY = 11

function pickSold(r: Random, scarcity: Scarcity, tier: PriceTier, capacity: number, isPast: boolean): number {
  if (scarcity === 'sold-out') return capacity
  if (scarcity === 'few-left') return capacity - Math.max(0, Math.floor(capacity * r.float(0, 0.09)))
  const base = isPast ? r.float(0.35, 0.85) : r.float(0, 0.75) * Math.pow(r.next(), 0.6)
  return Math.min(capacity - 1, Math.floor(capacity * (tier.earlyBird ? Math.min(0.98, base + 0.3) : base)))
}
