// The grid of event cards under the home page's chips. The server renders it for the first list; the
// chip code (home-events.tsx) loads it only when a chip or a new place needs cards drawn in the
// browser, so the card-rendering rules are not part of the first load (issue 4 budget).
import type { CardIntl } from '@/core/events/event-card-display'
import type { EventJson } from '@/core/events/event-json'
import { EventCard } from '@/components/event-card/event-card'
import type { HomeChipId } from './home-chips'

export function HomeEventList({
  events,
  chip,
  now,
  productOrigins,
  intl,
}: {
  events: EventJson[]
  chip: HomeChipId
  now: Date
  /** The product's own origins (siteProductOrigins), for the cards' links. */
  productOrigins?: readonly string[]
  /** The cards' words and formats in the page's language. */
  intl?: CardIntl
}) {
  return (
    <ul className="card-grid">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard
            event={event}
            now={now}
            pageArea={`home-${chip}`}
            position={index}
            eager={index < 4}
            productOrigins={productOrigins}
            intl={intl}
          />
        </li>
      ))}
    </ul>
  )
}
