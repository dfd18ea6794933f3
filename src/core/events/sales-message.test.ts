import { expect, test } from 'vitest'
import englishEvent from '@/messages/en/event.json'
import germanEvent from '@/messages/de/event.json'
import { computeSalesMessage } from './sales-message'

const status = (code: string | null, message: string | null) => ({
  sales_status: 'sold_out' as const,
  message,
  message_type: message ? 'default' : null,
  message_code: code,
  default_message: message,
})

test('A sales message is said in the page’s language, with the sales start date written its way', () => {
  const de = { texts: germanEvent.salesStatus, locale: 'de-DE' }
  expect(computeSalesMessage(status('tickets_sold_out', 'Sold Out'), null, de)).toBe('Ausverkauft')
  expect(computeSalesMessage(status('tickets_not_yet_on_sale', 'Sales start Dec 3'), '2026-12-03T15:00:00Z', de)).toBe('Verkauf ab 3. Dez.')
  const en = { texts: englishEvent.salesStatus, locale: 'en-US' }
  expect(computeSalesMessage(status('tickets_not_yet_on_sale', 'Sales start Dec 3'), '2026-12-03T15:00:00Z', en)).toBe('Sales start Dec 3')
  expect(computeSalesMessage(status('event_cancelled', 'Cancelled'), null, en)).toBe('Cancelled')
  expect(computeSalesMessage(status(null, null), null, de)).toBeNull()
})
