// schema.org ItemList JSON-LD for a results page (issue 5): the events of the page in order, so search
// engines read the page as a list of event pages.
import type { EventJson } from '@/core/events/event-json'

/** The ItemList of one results page; positions continue across pages (page 2 starts after page 1). */
export function computeItemListJsonLd({
  name,
  url,
  events,
  firstPosition,
}: {
  name: string
  url: string
  events: readonly EventJson[]
  firstPosition: number
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: events.length,
    itemListElement: events.map((event, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: event.url,
      name: event.name,
    })),
  }
}
