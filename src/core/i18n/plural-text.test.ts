import { expect, test } from 'vitest'
import { pluralText } from './plural-text'

const tickets = { one: '{count} ticket', other: '{count} tickets' }

test('A count takes the plural form of the page’s language, written its way', () => {
  expect(pluralText('en-US', 1, tickets)).toBe('1 ticket')
  expect(pluralText('en-US', 0, tickets)).toBe('0 tickets')
  expect(pluralText('fr-FR', 0, { one: '{count} billet', other: '{count} billets' })).toBe('0 billet')
  expect(pluralText('de-DE', 1234, { one: '{count} Ticket', other: '{count} Tickets' })).toBe('1.234 Tickets')
})
