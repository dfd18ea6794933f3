import { expect, test } from 'vitest'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import { computeEventJson } from './event-json'

const now = new Date('2026-11-21T12:00:00Z')
const origin = 'https://t.example'

test('A cancelled event’s API JSON has no price range, no availability and no offer; every other field is as it was', () => {
  const offers = { hasBogo: true, openDiscount: { endAt: null, quantityAvailable: 0, quantitySold: 0 } }
  const live = computeEventJson(buildEventDetail(offers), { now, origin })
  const cancelled = computeEventJson(buildEventDetail({ ...offers, status: 'cancelled' }), { now, origin })
  expect(live.ticket_availability).toMatchObject({ has_bogo_tickets: true, has_available_tickets: true })
  expect(live.ticket_availability.minimum_ticket_price?.display).toBe('$26.87')
  expect(live.ticket_availability.open_discount).not.toBeNull()
  expect(cancelled.ticket_availability).toEqual({
    ...live.ticket_availability,
    minimum_ticket_price: null,
    maximum_ticket_price: null,
    open_discount: null,
    has_bogo_tickets: false,
    is_sold_out: false,
    has_available_tickets: false,
  })
  expect(cancelled.event_sales_status).toEqual({
    sales_status: 'cancelled',
    message: 'Cancelled',
    message_type: 'default',
    message_code: 'event_cancelled',
    default_message: 'Cancelled',
  })
  // The same shape and, beside the status, the sales and the availability, the same values.
  const rest = (json: typeof live) => ({ ...json, status: null, event_sales_status: null, ticket_availability: null, urgency_signals: null })
  expect(rest(cancelled)).toEqual(rest(live))
  expect(Object.keys(cancelled)).toEqual(Object.keys(live))
})

test('A free event that is cancelled still says it was free, with no price to buy at', () => {
  const json = computeEventJson(buildEventDetail({ status: 'cancelled', isFree: true, minPriceMinor: 0, maxPriceMinor: 0 }), { now, origin })
  expect(json.ticket_availability).toMatchObject({ is_free: true, minimum_ticket_price: null, maximum_ticket_price: null, has_available_tickets: false })
})
