import { expect, test } from 'vitest'
import { computeEventJson } from '@/core/events/event-json'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import { computeItemListJsonLd } from './item-list-json-ld'

const now = new Date('2026-11-20T12:00:00Z')
const origin = 'https://tessera.example'

test('A results page is an ItemList of its event pages, positions continuing across pages', () => {
  const events = [
    computeEventJson(buildEventDetail({ id: 1, name: 'First', nameSlug: 'first' }), { now, origin }),
    computeEventJson(buildEventDetail({ id: 2, name: 'Second', nameSlug: 'second' }), { now, origin }),
  ]
  const ld = computeItemListJsonLd({ name: 'Music events in New York, NY', url: `${origin}/d/ny--new-york/music--events/?page=2`, events, firstPosition: 21 })
  expect(ld).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Music events in New York, NY',
    url: 'https://tessera.example/d/ny--new-york/music--events/?page=2',
    numberOfItems: 2,
    itemListElement: [
      { '@type': 'ListItem', position: 21, url: 'https://tessera.example/e/first-tickets-1/', name: 'First' },
      { '@type': 'ListItem', position: 22, url: 'https://tessera.example/e/second-tickets-2/', name: 'Second' },
    ],
  })
})
