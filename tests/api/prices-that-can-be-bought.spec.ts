// Issue 38 point 2 (decision 052): search's price range and price facets are of the ticket classes that can
// be bought now, or next on sale. An event with free and paid classes matches and counts under both Free
// and Paid; an early bird whose sales ended stops giving the "From" price once the event's clock passes it.
import { expect, test } from '../e2e/fixtures'
import { addTicketClass, advanceTestClock, createEventForSale, staffClient } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, type Client } from './helpers/accounts'

type Money = { value: number; currency: string }
type SearchEvent = {
  id: string
  ticket_availability: { is_free: boolean; minimum_ticket_price: Money | null; maximum_ticket_price: Money | null; start_sales_date: { utc: string } | null }
}
type SearchAnswer = { events: { results: SearchEvent[]; pagination: { object_count: number }; aggs: { price: { key: string; count: number }[] } } }

const DAY_MS = 86_400_000

async function search(c: Client, query: string, price?: 'free' | 'paid'): Promise<SearchAnswer['events']> {
  const res = await c.api.get(`/api/v3/destination/search/?q=${query}${price ? `&price=${price}` : ''}`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as SearchAnswer).events
}

function priceCount(answer: SearchAnswer['events'], key: 'free' | 'paid'): number | undefined {
  return answer.aggs.price.find((p) => p.key === key)?.count
}

test('Search prices what can be bought: free and paid classes count under both facets, an ended early bird no longer gives the From price, and classes not on sale yet say when', async ({
  playwright,
  baseURL,
}) => {
  const word = `pricecheck${Date.now().toString(36)}`
  // A $25 ticket and a free volunteer place.
  const mixed = await createEventForSale(playwright, baseURL!, { name: `Harbor Gala ${word}`, priceMinor: 2500 })
  await addTicketClass(mixed, { name: 'Volunteer', priceMinor: 0, quantity: 10 })
  // An $8.75 early bird whose sales end in a day, beside general admission at $11.34.
  const sneakers = await createEventForSale(playwright, baseURL!, { name: `Sneaker Swap ${word}`, priceMinor: 1134 })
  const earlyBird = await addTicketClass(sneakers, { name: 'Early bird', priceMinor: 875, quantity: 20, extra: { sales_end: new Date(Date.now() + DAY_MS).toISOString() } })
  // Only a class that goes on sale tomorrow.
  const later = await createEventForSale(playwright, baseURL!, { name: `Night Market ${word}`, priceMinor: 1500 })
  const salesStart = new Date(Date.now() + DAY_MS)
  const finalRelease = await addTicketClass(later, { name: 'Final release', priceMinor: 1800, quantity: 20, extra: { sales_start: salesStart.toISOString() } })
  const removed = await later.organizer.api.delete(`/api/v3/ticket_classes/${later.ticketClass.id}/`, { headers: jsonHeaders(later.organizer) })
  expect(removed.status(), await removed.text()).toBe(204)

  const all = await search(mixed.organizer, word)
  const byId = (answer: SearchAnswer['events'], id: string) => answer.results.find((e) => e.id === id)
  expect(all.results.map((e) => e.id).sort()).toEqual([mixed.id, sneakers.id, later.id].sort())

  // Free and paid together: a range from 0 to the paid ticket's all-in price, not "free".
  expect(byId(all, mixed.id)!.ticket_availability).toMatchObject({
    is_free: false,
    minimum_ticket_price: { value: 0 },
    maximum_ticket_price: { value: mixed.ticketClass.display_price!.value },
    start_sales_date: null,
  })
  // It counts under both facets, and each count is what choosing it shows.
  expect(priceCount(all, 'free')).toBe(1)
  expect(priceCount(all, 'paid')).toBe(3)
  const free = await search(mixed.organizer, word, 'free')
  expect(free.results.map((e) => e.id)).toEqual([mixed.id])
  expect(free.pagination.object_count).toBe(priceCount(all, 'free'))
  const paid = await search(mixed.organizer, word, 'paid')
  expect(paid.results.map((e) => e.id).sort()).toEqual([mixed.id, sneakers.id, later.id].sort())
  expect(paid.pagination.object_count).toBe(priceCount(all, 'paid'))

  // The early bird is on sale: it gives the lowest price.
  expect(byId(all, sneakers.id)!.ticket_availability).toMatchObject({
    minimum_ticket_price: { value: earlyBird.display_price!.value },
    maximum_ticket_price: { value: sneakers.ticketClass.display_price!.value },
  })
  // Nothing on sale yet: the next class's price, and when it goes on sale.
  expect(byId(all, later.id)!.ticket_availability).toMatchObject({
    minimum_ticket_price: { value: finalRelease.display_price!.value },
    start_sales_date: { utc: salesStart.toISOString() },
  })

  // Two days on for these events, the early bird's sales have ended and the final release is on sale.
  const staff = await staffClient(playwright, baseURL!)
  await advanceTestClock(staff, sneakers.id, 2 * 86_400)
  await advanceTestClock(staff, later.id, 2 * 86_400)
  const after = await search(mixed.organizer, word)
  expect(byId(after, sneakers.id)!.ticket_availability).toMatchObject({
    minimum_ticket_price: { value: sneakers.ticketClass.display_price!.value },
    maximum_ticket_price: { value: sneakers.ticketClass.display_price!.value },
  })
  expect(byId(after, later.id)!.ticket_availability).toMatchObject({
    minimum_ticket_price: { value: finalRelease.display_price!.value },
    start_sales_date: null,
  })
})
