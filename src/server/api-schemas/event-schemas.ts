// Zod description of the spec §3 Event (API) for the OpenAPI document. The JSON itself is built by
// src/core/events/event-json.ts; a contract test checks real responses against this schema.
import { z } from 'zod'
import { MoneySchema } from './money-schema'

const Price = MoneySchema.nullable()
const Instant = z.object({ utc: z.string(), local: z.string(), timezone: z.string() })

export const EventSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    summary: z.string(),
    url: z.string(),
    parent_url: z.string().nullable(),
    series_id: z.string().nullable(),
    is_series_parent: z.boolean(),
    tickets_url: z.string().nullable(),
    tickets_by: z.string(),
    timezone: z.string(),
    start_date: z.string(),
    start_time: z.string(),
    end_date: z.string(),
    end_time: z.string(),
    start: Instant,
    end: Instant,
    hide_start_date: z.boolean(),
    is_online_event: z.boolean(),
    status: z.string(),
    listed: z.boolean().meta({ description: 'False for an unlisted event: reached by its link only, never in search, feeds or sitemaps (decision 060).' }),
    invitation_only: z.boolean().meta({ description: 'A private event only the people on its invitation list see (they follow the emailed link or sign in with the invited address).' }),
    requires_approval: z.boolean().meta({ description: 'Every registration waits for the organizer’s approval (decision 064): a paid one’s card is only authorised until then.' }),
    has_password: z.boolean().meta({ description: 'A private event: its page asks for its password before showing the details. The password itself is never returned.' }),
    num_children: z.int(),
    bookmarks_count: z.int(),
    dedup: z.object({ key: z.string() }),
    tags: z.array(z.object({ prefix: z.string(), tag: z.string(), display_name: z.string() })),
    image: z
      .object({
        id: z.string(),
        url: z.string(),
        edge_color: z.string().nullable(),
        original: z.object({ url: z.string(), width: z.int(), height: z.int() }),
      })
      .nullable(),
    primary_venue: z
      .object({
        id: z.string(),
        name: z.string(),
        address: z.object({
          address_1: z.string(),
          address_2: z.string().nullable(),
          city: z.string(),
          region: z.string().nullable(),
          postal_code: z.string().nullable(),
          country: z.string(),
          latitude: z.string(),
          longitude: z.string(),
          localized_area_display: z.string(),
          localized_address_display: z.string(),
        }),
      })
      .nullable(),
    primary_organizer: z.object({
      id: z.string(),
      name: z.string(),
      num_followers: z.int(),
      url: z.string(),
    }),
    primary_organizer_id: z.string(),
    promoted_listing_metadata: z.record(z.string(), z.unknown()).nullable(),
    public_collections: z.object({
      creator_collections: z.object({ collections: z.array(z.unknown()), object_count: z.int() }),
    }),
    saves: z.object({ saved_by_you: z.boolean() }),
    widgets: z.array(z.unknown()),
    series: z
      .object({
        counts: z.object({ current_future: z.int() }),
        next_dates: z.array(z.object({ start: z.string() })),
      })
      .nullable(),
    event_sales_status: z.object({
      sales_status: z.enum([
        'on_sale',
        'sold_out',
        'sales_ended',
        'not_yet_on_sale',
        'cancelled',
        'postponed',
      ]),
      message: z.string().nullable(),
      message_type: z.string().nullable(),
      message_code: z.string().nullable(),
      default_message: z.string().nullable(),
    }),
    ticket_availability: z
      .object({
        is_free: z.boolean().describe('Every ticket class the price range counts is free.'),
        minimum_ticket_price: Price.describe(
          'All-in when sold here; of the classes on sale now, or next on sale (start_sales_date); 0 with a higher maximum when free and paid classes are both sold. Null for a cancelled event, which sells nothing.',
        ),
        maximum_ticket_price: Price.describe('All-in when sold here, of the same classes as the minimum; null for a cancelled event, which sells nothing.'),
        start_sales_date: Instant.nullable().describe('When the classes of the price range go on sale; null when they are on sale now (decision 052).'),
        open_discount: z
          .object({ end_date: z.string().nullable(), quantity_available: z.int(), quantity_sold: z.int() })
          .nullable()
          .describe('Null for a cancelled event.'),
        has_bogo_tickets: z.boolean().describe('False for a cancelled event.'),
        end_sales_date: Instant.nullable(),
        is_sold_out: z.boolean(),
        has_available_tickets: z.boolean(),
      })
      .describe('A cancelled event (sales_status cancelled) has no price range, no offer and no available tickets.'),
    urgency_signals: z.object({
      categories: z.array(z.string()),
      messages: z.array(z.string()),
      fewTickets: z.boolean(),
      salesEndSoon: z.boolean(),
      earlyBird: z.boolean(),
      popular: z.boolean(),
      new: z.boolean(),
      goingFast: z.boolean(),
    }),
  })
  .meta({ id: 'Event', description: 'Spec §3 "Event (API, snake_case)".' })

