// The one Drizzle schema. Migrations in drizzle/ are generated from it (npm run db:generate) and committed.
// Money is integer minor units plus an ISO currency; times are timestamptz plus the event's IANA zone
// (ARCHITECTURE §4).
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Cities (GeoNames, population ≥ 1,000), first-level regions, countries and the special `online` place. */
export const places = pgTable(
  'places',
  {
    // GeoNames id for cities, `{country}.{admin1}` for regions, ISO alpha-2 for countries, `online`.
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // Lower-case ASCII fold of the name, for prefix search.
    searchName: text('search_name').notNull(),
    placeType: text('place_type').notNull(), // locality | neighbourhood | region | country | online
    countryCode: char('country_code', { length: 2 }),
    countryName: text('country_name'),
    regionCode: text('region_code'),
    regionName: text('region_name'),
    regionAbbreviation: text('region_abbreviation'),
    parentId: text('parent_id'),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    timeZone: text('time_zone').notNull(),
    viewportNeLat: doublePrecision('viewport_ne_lat').notNull(),
    viewportNeLng: doublePrecision('viewport_ne_lng').notNull(),
    viewportSwLat: doublePrecision('viewport_sw_lat').notNull(),
    viewportSwLng: doublePrecision('viewport_sw_lng').notNull(),
  },
  (t) => [
    uniqueIndex('places_slug_key').on(t.slug),
    index('places_search_name_prefix_idx').using('btree', sql`${t.searchName} text_pattern_ops`, t.population.desc()),
    index('places_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('places_lat_lng_idx').on(t.latitude, t.longitude),
    index('places_parent_idx').on(t.parentId),
  ],
)

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    edgeColor: text('edge_color'),
    blurDataUrl: text('blur_data_url'),
    alt: text('alt').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // Media uploaded through /api/v3/media/upload/ (issue 20): who uploaded it, so that only they can put
    // it on an event or an organizer profile, and its card-size rendition (512×256, spec §2).
    // No foreign key to users: users references images (thumbnail), and the id alone is enough here.
    uploadedByUserId: integer('uploaded_by_user_id'),
    cardStorageKey: text('card_storage_key'),
  },
  (t) => [uniqueIndex('images_storage_key_key').on(t.storageKey)],
)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    thumbnailImageId: integer('thumbnail_image_id').references(() => images.id, { onDelete: 'set null' }),
    isStaff: boolean('is_staff').notNull().default(false),
    hasTikibar: boolean('has_tikibar').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
    // Set when the owner follows the link of the verification email (or a password reset, which proves the
    // same). Null: unverified, so the address cannot receive guest orders or payouts (issue 21).
    emailVerifiedAt: timestamptz('email_verified_at'),
    // The locale of the page the account was made on (`de_DE`), for the emails it is sent (issue 25).
    // Null: made before languages, or by a client that said none; such mail is in the site's language.
    locale: text('locale'),
  },
  (t) => [uniqueIndex('users_public_id_key').on(t.publicId), uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
)

// Single-use links sent by email (password reset, email verification): only the SHA-256 of the token is
// stored, so a leaked table opens no account (issue 21 "Account recovery").
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    // Null for a sign-up: its account is made only when the link is opened (decision 050).
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    // The address the link confirms: a sign-up's, or the new one of an email change (decision 050).
    email: text('email'),
    // What a sign-up's account is made with when its link is opened: never the password, only its hash.
    fullName: text('full_name'),
    passwordHash: text('password_hash'),
    locale: text('locale'),
    // Where a confirmed sign-up goes (a safe path of ours), as the sign-up's referrer said.
    referrer: text('referrer'),
    // A sign-up with an address that already had an account: its link is never mailed (the owner is told
    // instead), but the row answers a sign-in with its password exactly as a new address's would.
    addressTaken: boolean('address_taken').notNull().default(false),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
    index('account_tokens_email_idx').on(sql`lower(${t.email})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not leak live sessions (ARCHITECTURE §8).
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

export const organizers = pgTable(
  'organizers',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    website: text('website'),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    // The organizer profile's contact address and social pages (issue 20), edited at /myprofile/.
    contactEmail: text('contact_email'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    // Kept in step with `follows` in the same transaction as each follow/unfollow.
    numFollowers: integer('num_followers').notNull().default(0),
    // Tax settings (issue 37 point 4, decision 043): none | included (VAT/GST inside the price) | added
    // (sales tax on top), the rate in thousandths of a percent (8.875% → 8875), and the seller's details.
    taxMode: text('tax_mode').notNull().default('none'),
    taxRateMilli: integer('tax_rate_milli').notNull().default(0),
    taxLegalName: text('tax_legal_name').notNull().default(''),
    taxAddress: text('tax_address').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    // The payout schedule (issue 37 point 3, decision 042): ticket money is released this many days after
    // its event ends, less `payout_reserve_percent` held back against refunds for 30 more days.
    payoutDelayDays: integer('payout_delay_days').notNull().default(5),
    payoutReservePercent: integer('payout_reserve_percent').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('organizers_tax_mode_check', sql`${t.taxMode} in ('none', 'included', 'added')`),
    index('organizers_owner_idx').on(t.ownerUserId),
    index('organizers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Most followed first: a common typed text ("wor") matches thousands of names, and walking this
    // index stops at the first eight matches instead of sorting them all (autocomplete's fallback).
    index('organizers_followers_idx').on(t.numFollowers.desc().nullsFirst(), t.id),
  ],
)

/**
 * A team (issue 40, decision 061): the people an organization's owner let in, each with a role. `owner`:
 * everything, payouts, tax and the team; `manager`: events, orders, refunds, attendees and their messages;
 * `door`: the check-in desk of `event_ids` only. The organization's own account (organizers.owner_user_id)
 * is its first owner and has no row here. Access is read from this table on every request, so removing a
 * row ends the member's access at once, their open sessions included.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    eventIds: integer('event_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('organization_members_organizer_user_key').on(t.organizerId, t.userId),
    index('organization_members_user_idx').on(t.userId),
    check('organization_members_role_check', sql`${t.role} in ('owner', 'manager', 'door')`),
  ],
)

/**
 * An invitation to a team (decision 061), mailed with a link that holds a random token (stored hashed):
 * accepted once, signed in with the invited address, within 7 days; or revoked by an owner.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    eventIds: integer('event_ids').array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').notNull(),
    // pending | accepted | revoked (an expired one stays pending past expires_at).
    status: text('status').notNull().default('pending'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_hash_key').on(t.tokenHash),
    index('organization_invitations_organizer_idx').on(t.organizerId),
    check('organization_invitations_role_check', sql`${t.role} in ('owner', 'manager', 'door')`),
    check('organization_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'revoked')`),
  ],
)

/**
 * The organization's audit trail (decisions 061 and 068): invitations, joins, role changes and removals, and
 * who changed which event setting (visibility, invitation list, approval, reminders, transfers, hidden
 * classes, questions) from what to what. Rows are appended, never changed.
 */
export const organizationEvents = pgTable(
  'organization_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    // One of ORGANIZATION_EVENT_TYPES (team-repository.ts).
    type: text('type').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('organization_events_organizer_idx').on(t.organizerId, t.id),
    check(
      'organization_events_type_check',
      sql`${t.type} in ('member.invited', 'invitation.revoked', 'member.joined', 'member.role_changed', 'member.removed', 'event.settings_changed', 'event.invitations_added', 'event.invitation_removed', 'ticket_class.settings_changed', 'question.added', 'question.changed', 'question.removed', 'embed_origins.changed')`,
    ),
  ],
)

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address1: text('address_1').notNull().default(''),
    address2: text('address_2'),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code'),
    countryCode: char('country_code', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    placeId: text('place_id').references(() => places.id),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [index('venues_place_idx').on(t.placeId)],
)

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameSlug: text('name_slug').notNull(),
    summary: text('summary').notNull().default(''),
    // Sanitised HTML; the plain text for search is derived by the database.
    descriptionHtml: text('description_html').notNull().default(''),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    timeZone: text('time_zone').notNull(),
    hideStartDate: boolean('hide_start_date').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(false),
    // The joining link of an online event: shown to ticket holders only, never in the public Event JSON.
    onlineUrl: text('online_url'),
    venueId: integer('venue_id').references(() => venues.id),
    // Copied from the venue so that place filters use one indexed table (ARCHITECTURE §5).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id),
    categoryId: smallint('category_id').notNull(),
    subcategoryId: integer('subcategory_id'),
    formatId: smallint('format_id').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    // A series is a parent row (isSeriesParent) whose dated instances point at it.
    isSeriesParent: boolean('is_series_parent').notNull().default(false),
    seriesParentId: integer('series_parent_id'),
    isPromoted: boolean('is_promoted').notNull().default(false),
    promotedListing: jsonb('promoted_listing').$type<Record<string, unknown>>(),
    ticketsBy: text('tickets_by').notNull().default('tessera'),
    ticketsUrl: text('tickets_url'),
    // The organizer's refund policy: none | 1_day | 7_days | 30_days | contact_organizer (see refund-policy.ts).
    refundPolicy: text('refund_policy').notNull().default('contact_organizer'),
    // Ticket transfers (issue 40, decision 059): whether a buyer may give a ticket to someone else, and
    // until how many hours before the start (0: until the event starts).
    transfersAllowed: boolean('transfers_allowed').notNull().default(true),
    transferCutoffHours: integer('transfer_cutoff_hours').notNull().default(0),
    // A draft's planned schedule (issue 20: saved while it is a draft), as the editor's RecurrencePlan; the
    // dates become the series' own events when it is published. Null for one date.
    schedulePlan: jsonb('schedule_plan'),
    // draft | live | cancelled | postponed
    status: text('status').notNull().default('live'),
    // Ticket summary (decision 052: of the classes on sale now, or next on sale), kept in step with
    // ticket_classes by event-price-summary-repository.ts so that search can filter and sort on price
    // without a join. A lowest price of 0 beside a higher one: free and paid classes both.
    isFree: boolean('is_free').notNull().default(false),
    minPriceMinor: integer('min_price_minor'),
    maxPriceMinor: integer('max_price_minor'),
    // When the summarised classes go on sale (null: on sale now), and when a sales window opens or closes
    // next so that the summary is due again (the price sweep recomputes rows whose time has come).
    priceSalesStart: timestamptz('price_sales_start'),
    priceValidUntil: timestamptz('price_valid_until'),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    // The event's own tax settings, overriding its organizer's (decision 043); null follows the organizer.
    taxOverride: jsonb('tax_override').$type<{ mode: string; rateMilli: number; legalName: string; address: string; taxId: string }>(),
    bookmarksCount: integer('bookmarks_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    publishedAt: timestamptz('published_at'),
    // When its organizer dismissed the overview's "Finish and publish" reminder of this draft (issue 38
    // point 15, decision 056); null: not dismissed.
    draftReminderDismissedAt: timestamptz('draft_reminder_dismissed_at'),
    // How many hours before the start its buyers are reminded by email (issue 40, decision 061): 24 and 2
    // unless the organizer chose others; empty when they switched reminders off.
    reminderHours: integer('reminder_hours').array().notNull().default(sql`'{24,2}'::integer[]`),
    // Visibility (issue 40, decision 060): unlisted events are reached by their link only; a password
    // (stored hashed, never returned) makes the event private: its page asks for it before the details.
    listed: boolean('listed').notNull().default(true),
    passwordHash: text('password_hash'),
    // Private by invitation (decision 060): only the people on event_invitations see it.
    invitationOnly: boolean('invitation_only').notNull().default(false),
    // Approval (issue 40, decision 064): every registration waits for the organizer to approve or decline
    // it; a paid one's card is only authorised until then. Changing it affects new registrations only.
    requiresApproval: boolean('requires_approval').notNull().default(false),
    // The one rule of what search, home, feeds, "for you", organizer lists, autocomplete and the
    // concierge may show: a live, dated, listed event without a password. Generated, so that no write
    // (publishing, cancelling, hiding) can leave a list out of step.
    publiclyListed: boolean('publicly_listed')
      .notNull()
      .generatedAlwaysAs(sql`status = 'live' and not is_series_parent and listed and password_hash is null and not invitation_only`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, left(coalesce(description_html, ''), 20000)), 'C')`,
    ),
    // Filter codes for one GIN index (src/core/search/search-locator.ts keeps the encoding): online,
    // 0.5° grid cell, week since the epoch, cell and week together, category and format. A search
    // intersects these posting lists inside the index, so text + place + date reads only the rows that
    // match (ARCHITECTURE §5).
    locator: integer('locator')
      .array()
      .generatedAlwaysAs(
        sql`array_remove(array[case when is_online then 1 end, case when latitude is not null and longitude is not null then 1000 + floor((latitude + 90) * 2)::int * 721 + floor((longitude + 180) * 2)::int end, 1000000 + tessera_epoch_week(start_at), case when latitude is not null and longitude is not null then 100000000 + (floor((latitude + 90) * 2)::int * 721 + floor((longitude + 180) * 2)::int) * 4096 + (tessera_epoch_week(start_at) & 4095) end, 2000000 + category_id, 2100000 + format_id], null)`,
      ),
  },
  (t) => [
    // One GIN over text and filter codes: a search's text, place, weeks, category and format are
    // intersected inside one index scan (GIN serves queries on either column alone as well).
    index('events_search_idx').using('gin', t.searchVector, t.locator),
    // events_start_idx and events_geo_idx are covering indexes (INCLUDE …) in drizzle/0002 and 0024: keep the names.
    index('events_start_idx').on(t.startAt),
    index('events_category_start_idx').on(t.categoryId, t.startAt),
    index('events_subcategory_idx').on(t.subcategoryId),
    index('events_geo_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    index('events_online_start_idx').on(t.startAt).where(sql`${t.isOnline}`),
    index('events_tags_idx').using('gin', t.tags),
    index('events_organizer_idx').on(t.organizerId),
    index('events_venue_idx').on(t.venueId),
    index('events_series_parent_idx').on(t.seriesParentId),
    index('events_price_valid_until_idx').on(t.priceValidUntil).where(sql`${t.priceValidUntil} is not null`),
    // One spelling, as orders and tickets have it (issue 36): "cancelled".
    check('events_status_check', sql`${t.status} in ('draft', 'live', 'cancelled', 'postponed')`),
    // At most four reminders, each 1 hour to 2 weeks ahead (order-reminders.ts).
    check('events_reminder_hours_check', sql`cardinality(${t.reminderHours}) <= 4 and 1 <= all(${t.reminderHours}) and 336 >= all(${t.reminderHours})`),
    check('events_transfer_cutoff_hours_check', sql`${t.transferCutoffHours} between 0 and 720`),
  ],
)

export const ticketClasses = pgTable(
  'ticket_classes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('paid'), // free | paid | donation
    priceMinor: integer('price_minor').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    // A running count of held seats, so that a hold is one conditional UPDATE (decision 015): the seats of
    // reserved orders whose expires_at is after held_counted_after. It never counts less than the
    // unexpired holds (every new hold adds to it in its own transaction), so `capacity − sold − held ≥ q`
    // is a safe yes; it may count holds that have since expired, so a no is checked against the real
    // holds under the class's lock, which then counts them again (held_counted_after = now).
    held: integer('held').notNull().default(0),
    heldCountedAfter: timestamptz('held_counted_after').notNull().default(sql`'1970-01-01T00:00:00Z'`),
    salesStart: timestamptz('sales_start'),
    salesEnd: timestamptz('sales_end'),
    minPerOrder: integer('min_per_order').notNull().default(1),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    sortOrder: integer('sort_order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    // Decision 064: an order with a seat of this class waits for the organizer's approval.
    requiresApproval: boolean('requires_approval').notNull().default(false),
  },
  (t) => [index('ticket_classes_event_idx').on(t.eventId)],
)

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // open | coded | bogo
    code: text('code'),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    // 0 means unlimited (spec §5 "Promo code available").
    quantityAvailable: integer('quantity_available').notNull().default(0),
    quantitySold: integer('quantity_sold').notNull().default(0),
    startAt: timestamptz('start_at'),
    endAt: timestamptz('end_at'),
  },
  (t) => [index('discounts_event_idx').on(t.eventId)],
)

// The invitation list of a private event (issue 40 "Visibility", decision 060): emails its organizer
// entered, normalised (lower case). An invited person follows the emailed link or signs in with the
// address; removing the row ends their access at once.
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_invitations_event_email_key').on(t.eventId, t.email)],
)

export const savedEvents = pgTable(
  'saved_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('saved_events_event_idx').on(t.eventId)],
)

export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizerId] }), index('follows_organizer_idx').on(t.organizerId)],
)

export const interests = pgTable(
  'interests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // category | subcategory | tag
    value: text('value').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interests_user_kind_value_key').on(t.userId, t.kind, t.value)],
)

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('collections_user_idx').on(t.userId)],
)

export const collectionEvents = pgTable(
  'collection_events',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.eventId] }), index('collection_events_event_idx').on(t.eventId)],
)

export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    query: text('query').notNull(),
    // Lower-cased, trimmed, inner spaces collapsed: the unit that autocomplete and trending count.
    normalizedQuery: text('normalized_query').notNull(),
    placeId: text('place_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    resultCount: integer('result_count'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_log_place_created_idx').on(t.placeId, t.createdAt),
    index('search_log_created_idx').on(t.createdAt),
    index('search_log_normalized_idx').using('btree', sql`${t.normalizedQuery} text_pattern_ops`),
  ],
)

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  description: text('description').notNull().default(''),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

/**
 * Running totals of searched terms per place ('' = no place), kept by a trigger on search_log so that
 * every writer counts. Autocomplete reads prefixes from here instead of grouping the whole log.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    placeId: text('place_id').notNull().default(''),
    term: text('term').notNull(),
    searchCount: integer('search_count').notNull().default(0),
    lastSearchedAt: timestamptz('last_searched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.term] }),
    index('search_terms_place_term_prefix_idx').using('btree', t.placeId, sql`${t.term} text_pattern_ops`),
    index('search_terms_term_prefix_idx').using('btree', sql`${t.term} text_pattern_ops`),
  ],
)

/**
 * The vocabulary of what is indexed: each word of event names and summaries (lower-case, letters and
 * digits) with how many events used it (words of deleted events stay: a correction is always searched). Typo correction and last-word prefixes read it
 * (issue 22): a trigram GiST index answers "nearest words" by KNN and a pattern index answers prefixes,
 * both over a few thousand rows instead of the events table. Triggers on events add new words.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    docCount: integer('doc_count').notNull().default(0),
  },
  (t) => [
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
  ],
)

/**
 * Fixed-window counters for rate limits (ARCHITECTURE §8), in the database so that every app instance
 * shares them. `bucket` names the limit and its subject (e.g. `signin:ip:203.0.113.9`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
    // When the latest hit landed: growing sign-in delays count from it (issue 21 finding 7).
    lastHitAt: timestamptz('last_hit_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
)

/**
 * Running counts of the seats each browser session, account and client address holds, per event and in
 * total (`event_id` 0), for the hold limits (issue 39 finding 1, decision 049). Like a class's `held`, a
 * count may run high (holds that expired or were paid since): a hold the count allows is safe, and one it
 * refuses is decided by recounting the real holds under the row's lock. `seat_limit` is the limit the
 * row was last checked against, shrunk for a session that keeps abandoning holds.
 */
export const holdTallies = pgTable(
  'hold_tallies',
  {
    subject: text('subject').notNull(),
    eventId: integer('event_id').notNull(),
    seats: integer('seats').notNull().default(0),
    seatLimit: integer('seat_limit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.eventId] })],
)

/**
 * Analytics events of spec §7 (EventCreateAttempt, Logout, card impressions, …) as the site's own
 * collector receives them from `window.dataLayer` pushes. Append-only; `properties` holds the event's
 * own fields.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    page: text('page').notNull().default(''),
    properties: jsonb('properties').notNull().default({}),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_received_idx').on(t.name, t.receivedAt),
    // The organizer's dashboard counts one event's page views and card clicks (issue 20, decision 034).
    index('analytics_events_event_id_idx')
      .on(sql`(${t.properties}->>'eventId')`, t.name)
      .where(sql`${t.name} in ('EventPageView', 'EventCardClick')`),
  ],
)

/**
 * One row per (visitor, kind, event, window) that the collector has already counted (issue 39 finding 8):
 * a page view or card click counts once per visitor per event per half hour, so a script replaying views
 * cannot inflate an organizer's figures. Rows older than a day are deleted by the housekeeping loop.
 */
export const analyticsMarks = pgTable(
  'analytics_marks',
  {
    visitorKey: text('visitor_key').notNull(),
    name: text('name').notNull(),
    eventId: integer('event_id').notNull(),
    windowStart: timestamptz('window_start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorKey, t.name, t.eventId, t.windowStart] }), index('analytics_marks_window_idx').on(t.windowStart)],
)

/**
 * Emails waiting for, or past, delivery through the Mailer port (ARCHITECTURE §1, §7). Use cases insert
 * a row in the same transaction as the order or token it belongs to, so nothing is committed without its
 * email; the delivery loop sends pending rows and keeps them readable for the staff mailbox.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Null while a templated email waits to be rendered (see `template`). */
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** [{ filename, content_type, content_base64 }] */
    attachments: jsonb('attachments').notNull().default([]),
    /**
     * An email rendered by the outbox when it is sent, not in the request that queued it (issue 36: a
     * purchase does not draw QR images): the template's name and the snapshot it is rendered from. The
     * rendered subject, text, HTML and attachments are written back when it is sent.
     */
    template: text('template'),
    snapshot: jsonb('snapshot'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a pending row may next be tried (backoff after a failure, or a claim's lease). */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    correlationId: text('correlation_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    // The delivery loop's scan: only pending rows, oldest due first.
    index('outbox_emails_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The mailbox's lookup by recipient, case-insensitive, newest first.
    index('outbox_emails_to_created_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    index('outbox_emails_created_idx').on(t.createdAt),
    check('outbox_emails_rendered_or_templated_check', sql`(${t.subject} is not null and ${t.text} is not null) or (${t.template} is not null and ${t.snapshot} is not null)`),
  ],
)

// ── Ticketing (issue 19, ARCHITECTURE §7) ─────────────────────────────────────────────────────────────
// An order is a hold while `reserved` and unexpired: availability = capacity − sold − unexpired holds,
// so an expired hold stops counting by itself. `ticket_classes.sold` counts issued, unrefunded tickets and
// is changed only in the transaction that issues or frees them, under the class's row lock.

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // reserved | pending_approval | paid | cancelled | expired | refunded | partially_refunded (src/core/ticketing/order-state.ts)
    status: text('status').notNull().default('reserved'),
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    // Optional attendee names, one per ticket in line order, given at checkout and copied onto the tickets.
    attendeeNames: jsonb('attendee_names').$type<string[]>(),
    currency: char('currency', { length: 3 }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    feesMinor: integer('fees_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    // The tax of the order (decision 043), rounded per line: inside the total for "included", added to it
    // for "added"; the mode and rate (thousandths of a percent) as they were when it was priced.
    taxMinor: integer('tax_minor').notNull().default(0),
    taxMode: text('tax_mode').notNull().default('none'),
    taxRateMilli: integer('tax_rate_milli').notNull().default(0),
    // What has been returned to the buyer so far (issue 20: the dashboard's refunds, partial ones included).
    refundedMinor: integer('refunded_minor').notNull().default(0),
    discountId: integer('discount_id').references(() => discounts.id),
    // The promo code the buyer typed, as the discount had it then: the order's summary names it (issue 38).
    discountCode: text('discount_code'),
    expiresAt: timestamptz('expires_at').notNull(),
    // The client's Idempotency-Key, unique within its scope (the signed-in user, or "guest:<ip>"-like scope
    // chosen by the adapter): the same key again answers the same order.
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    // A hash of the canonical request the key was first sent with (issue 39 finding 12): the same key with
    // another body is refused rather than answered with this order.
    idempotencyBodyHash: text('idempotency_body_hash'),
    // Who placed the hold, for the per-session and per-address hold limits (issue 39 finding 1, decision
    // 049): a hash of the browser's CSRF cookie and the client address (behind the configured proxies).
    holdSession: text('hold_session'),
    holdAddress: text('hold_address'),
    // A wait-list offer reserves capacity for its entry; the order made from it carries the entry.
    waitlistEntryId: integer('waitlist_entry_id'),
    createdAt: timestamptz('created_at').notNull(),
    paidAt: timestamptz('paid_at'),
    // The locale of the page the buyer ordered on (`de_DE`): the order's emails are written in it (issue 25).
    locale: text('locale'),
    // The payment attempt that claimed the order for a charge (issue 39 finding 6, decision 047): while
    // `payment_attempt_until` is later than now that attempt is asking the provider, no other charge starts,
    // and other callers wait for it. It ends (until null) paid, or with the result the others then answer.
    paymentAttemptId: text('payment_attempt_id'),
    paymentAttemptUntil: timestamptz('payment_attempt_until'),
    paymentAttemptResult: jsonb('payment_attempt_result').$type<{ kind: 'declined'; message: string } | { kind: 'requires_action'; url: string }>(),
    // Which generation of the order's link works (decision 051): the token is an HMAC of the order id and
    // this number, so "Turn off old links" adds one and every link sent before stops working.
    linkVersion: integer('link_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.idempotencyScope, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
    index('orders_buyer_email_idx').on(sql`lower(${t.buyerEmail})`),
    index('orders_event_idx').on(t.eventId),
    // An event's recent sales ("Going fast", issue 19 §10) without reading its older orders.
    index('orders_event_paid_idx').on(t.eventId, t.paidAt),
    // Counting a class's unexpired holds starts from the (few) reserved orders, not from every line sold.
    index('orders_reserved_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'reserved'`),
    // Recounting a session's or an address's holds (decision 049) reads only its reserved orders.
    index('orders_hold_session_idx').on(t.holdSession, t.expiresAt).where(sql`${t.status} in ('reserved', 'expired')`),
    index('orders_hold_address_idx').on(t.holdAddress, t.expiresAt).where(sql`${t.status} in ('reserved', 'expired')`),
    check('orders_status_check', sql`${t.status} in ('reserved', 'pending_approval', 'paid', 'cancelled', 'expired', 'refunded', 'partially_refunded')`),
    // The approval sweep (decision 064) reads only the orders awaiting a decision, by when they lapse.
    index('orders_pending_approval_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'pending_approval'`),
  ],
)

// A refund (or other change) asked for through an order's link waits for the buyer to confirm it from
// their email (decision 051): the link's token (256 random bits) is stored as its SHA-256 only, bound to
// one order and one action with its parameters, short-lived and used once (`used_at`).
export const orderActionConfirmations = pgTable(
  'order_action_confirmations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** { type: 'refund', ticket_ids?: number[], reason?: string } */
    action: jsonb('action').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('order_action_confirmations_token_hash_key').on(t.tokenHash), index('order_action_confirmations_order_idx').on(t.orderId, t.createdAt)],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketClassId: integer('ticket_class_id')
      .notNull()
      .references(() => ticketClasses.id),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    unitFeeMinor: integer('unit_fee_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_class_idx').on(t.ticketClassId)],
)

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketClassId: integer('ticket_class_id')
      .notNull()
      .references(() => ticketClasses.id),
    // 75 random bits plus a check character, normalised (src/core/ticketing/ticket-code.ts, decision 045;
    // older tickets: 128 bits): what the QR code holds.
    code: text('code').notNull(),
    attendeeName: text('attendee_name'),
    // The holder's own address when it is not the buyer's: a transferred ticket's recipient (decision 059).
    holderEmail: text('holder_email'),
    // The ticket this one replaced when it was transferred (decision 059); null for a ticket bought.
    transferredFromTicketId: integer('transferred_from_ticket_id'),
    // valid | cancelled | refunded | transferred
    status: text('status').notNull().default('valid'),
    checkedInAt: timestamptz('checked_in_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    index('tickets_order_idx').on(t.orderId),
    check('tickets_status_check', sql`${t.status} in ('valid', 'cancelled', 'refunded', 'transferred')`),
  ],
)

/**
 * The reminders sent before an event (issue 40, decision 061): one row per order and offset, claimed in the
 * transaction that queues the email, so that two instances sweeping at once send it once (the unique key).
 * `skipped`: due when every ticket of the order was already checked in, so nothing was sent.
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    hoursBefore: integer('hours_before').notNull(),
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_reminders_order_hours_key').on(t.orderId, t.hoursBefore),
    check('order_reminders_status_check', sql`${t.status} in ('sent', 'skipped')`),
  ],
)

/**
 * An order's trail (issue 36, ARCHITECTURE §7 "One lifecycle"): one row per move of the order (or, with
 * `ticket_id`, of one of its tickets), appended in the transaction that makes the move and never changed.
 * The order's stored status is the last row's `to_status`; webhooks and transfers are built on these rows,
 * in `id` order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id'),
    // order.created | order.paid | order.cancelled | order.expired | order.refunded | order.partially_refunded
    type: text('type').notNull(),
    // Null for the move that creates the order.
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    // buyer | organizer | staff | system | provider, and the signed-in user who acted, if any.
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The money the move is about, in the order's currency's minor units.
    amountMinor: integer('amount_minor'),
    currency: char('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull(),
    // Null until the webhook dispatcher has turned the row into messages (decision 066): the trail row is
    // the durable queue of webhooks, written in the move's own transaction, so a purchase gains no statement.
    webhooksAt: timestamptz('webhooks_at'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    index('order_events_webhooks_due_idx').on(t.id).where(sql`${t.webhooksAt} is null`),
    check('order_events_actor_kind_check', sql`${t.actorKind} in ('buyer', 'organizer', 'staff', 'system', 'provider')`),
  ],
)

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    // pending | requires_action | authorized | succeeded | failed | refunded | released (decision 064:
    // an authorisation is captured, becoming succeeded, or released)
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
    index('payments_order_idx').on(t.orderId),
    check('payments_status_check', sql`${t.status} in ('pending', 'requires_action', 'authorized', 'succeeded', 'failed', 'refunded', 'released')`),
  ],
)

// The double-entry ledger (issue 37, decision 040): every money movement is one transaction of balanced
// entries (debits positive, credits negative, summing to zero), written in the same database transaction
// as the order move that causes it. Append-only: a trigger refuses updates and deletes (migration 0028).
// Balances are sums of entries; nothing stores one.
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // payment | refund | release | payout | payout_failed | adjustment (src/core/ledger/ledger-postings.ts)
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    // The payout a payout or payout_failed transaction moves (decision 042).
    payoutId: integer('payout_id').references(() => payouts.id),
    // Why staff adjusted a balance: an adjustment always says why.
    reason: text('reason'),
    // The staff member who made an adjustment (issue 37): a correction of someone's balance names who made it.
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('ledger_transactions_order_idx').on(t.orderId),
    index('ledger_transactions_payout_idx').on(t.payoutId),
    check('ledger_transactions_kind_check', sql`${t.kind} in ('payment', 'refund', 'release', 'payout', 'payout_failed', 'adjustment')`),
    check('ledger_transactions_adjustment_reason_check', sql`${t.kind} <> 'adjustment' or length(${t.reason}) > 0`),
  ],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    // provider_clearing | platform_fees | organizer_pending | organizer_available | organizer_paid_out
    account: text('account').notNull(),
    // What the entry is about, for reports (ticket_sales, discount, buyer_fees, refund_ticket_sales, …).
    line: text('line').notNull(),
    organizerId: integer('organizer_id').references(() => organizers.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_organizer_idx').on(t.organizerId, t.account, t.currency),
    check(
      'ledger_entries_account_check',
      sql`${t.account} in ('provider_clearing', 'platform_fees', 'organizer_pending', 'organizer_available', 'organizer_paid_out')`,
    ),
  ],
)

// Invoices and credit notes (issue 37 point 5, decision 044): a buyer's invoice for an order, and a
// credit note for each refund of an invoiced order. Each organizer numbers them in two gapless series
// (invoice, credit_note): the next number is taken from `invoice_counters` under its row lock in the
// same transaction as the document's row, so a rolled-back request gives its number back and two
// requests never share one. Documents are kept: nothing deletes or renumbers them.
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id),
    // invoice | credit_note
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizerId, t.series] }), check('invoice_counters_series_check', sql`${t.series} in ('invoice', 'credit_note')`)],
)

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    // invoice | credit_note
    kind: text('kind').notNull(),
    // The number in the organizer's series of this kind: 1, 2, 3, … with no gap.
    number: integer('number').notNull(),
    // A credit note's invoice.
    invoiceId: integer('invoice_id'),
    company: text('company').notNull(),
    address: text('address').notNull(),
    vatId: text('vat_id'),
    // The invoice's total, or the amount a credit note gives back, in the order's currency.
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.organizerId, t.kind, t.number),
    // One invoice per order: asking again answers the same one.
    uniqueIndex('invoices_order_invoice_key').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('invoices_order_idx').on(t.orderId),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
)

export const discountUses = pgTable(
  'discount_uses',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('discount_uses_order_key').on(t.orderId), index('discount_uses_discount_idx').on(t.discountId)],
)

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    ticketClassId: integer('ticket_class_id')
      .notNull()
      .references(() => ticketClasses.id, { onDelete: 'cascade' }),
    // The class's event, so that one confirmed address holds one place per event (decision 048).
    eventId: integer('event_id').notNull(),
    email: text('email').notNull(),
    // The address as compared (account-rules.ts normalizeEmail).
    emailKey: text('email_key').notNull(),
    name: text('name'),
    quantity: integer('quantity').notNull(),
    // waiting | offered | lapsed. An offer is a reserved order (orders.waitlist_entry_id) held for 24 h.
    status: text('status').notNull().default('waiting'),
    // When the address's owner confirmed the entry from its email; null: not yet, so it is offered nothing
    // and counts in no line (issue 39 findings 1 and 7, decision 048).
    confirmedAt: timestamptz('confirmed_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    createdAt: timestamptz('created_at').notNull(),
    // The locale of the page the wait-list was joined on: the offer email is written in it (issue 25).
    locale: text('locale'),
  },
  (t) => [
    index('waitlist_entries_class_idx').on(t.ticketClassId, t.createdAt),
    index('waitlist_entries_class_confirmed_idx').on(t.ticketClassId, t.confirmedAt),
    // One waiting, confirmed place per address and event: two racing confirmations cannot both win.
    uniqueIndex('waitlist_entries_event_email_key')
      .on(t.eventId, t.emailKey)
      .where(sql`${t.status} = 'waiting' and ${t.confirmedAt} is not null`),
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'offered', 'lapsed')`),
  ],
)

/** Every provider callback handled, by the provider's own event id: a repeat is recognised and ignored. */
export const paymentCallbackReceipts = pgTable(
  'payment_callback_receipts',
  {
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerEventId] })],
)

/**
 * Messages sent through Contact us (/help/{lang}/contact-us/, issue 23): kept for the support team to
 * answer by email. The sender's address is kept for the per-address rate limit's audit, not shown.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // attendee | creator | other: who is asking, so the right team reads it first.
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    helpLanguage: text('help_language').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
)

/**
 * "Contact Sales" inquiries from /organizer/contact-sales/ (issue 20): who is planning what, for the sales
 * team to answer by email. Stored only; rate-limited per address and per email before insert.
 */
export const salesInquiries = pgTable(
  'sales_inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull(),
    // A band of expected tickets a year (sales-inquiry-rules.ts), so the right person answers.
    ticketsPerYear: text('tickets_per_year').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('sales_inquiries_created_idx').on(t.createdAt)],
)

// Where an organizer's payouts go (issue 37 point 3, decision 041). The test provider's bank account
// keeps only what the simulated transfer needs: the holder, the last four characters, the country or
// the US routing number, and the test outcome the number asked for; never the full account number.
export const payoutMethods = pgTable(
  'payout_methods',
  {
    organizerId: integer('organizer_id')
      .primaryKey()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    // test_bank | stripe
    kind: text('kind').notNull(),
    // active (payouts can be sent) | pending (Stripe onboarding not finished)
    status: text('status').notNull(),
    accountHolder: text('account_holder').notNull(),
    last4: text('last4').notNull(),
    // The IBAN's country, or null for a US account.
    country: char('country', { length: 2 }),
    routingNumber: text('routing_number'),
    // Test provider only: how transfers to this account end (null: paid; else the failure reason).
    testFailure: text('test_failure'),
    // Stripe Connect (decision 046): the organizer's Express connected account, created once and kept
    // even if they switch to another method, so onboarding never makes a second account.
    stripeAccountId: text('stripe_account_id'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payout_methods_stripe_account_key').on(t.stripeAccountId),
    check('payout_methods_kind_check', sql`${t.kind} in ('test_bank', 'stripe')`),
    check('payout_methods_status_check', sql`${t.status} in ('active', 'pending')`),
  ],
)

// A payout of an organizer's available balance in one currency (decision 042). Its amount is the sum of
// the ledger transactions listed in payout_items; the ledger's payout transaction moves it out of the
// organizer's available balance when it is created, and a failure moves it back.
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    // scheduled | in_transit | paid | failed
    status: text('status').notNull(),
    scheduledFor: timestamptz('scheduled_for').notNull(),
    paidAt: timestamptz('paid_at'),
    failureReason: text('failure_reason'),
    providerReference: text('provider_reference'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('payouts_organizer_idx').on(t.organizerId, t.id),
    index('payouts_status_idx').on(t.status, t.scheduledFor),
    check('payouts_status_check', sql`${t.status} in ('scheduled', 'in_transit', 'paid', 'failed')`),
    check('payouts_amount_check', sql`${t.amountMinor} > 0`),
  ],
)

// Which ledger transactions (releases, adjustments) a payout pays: each at most once, so a statement
// lists exactly the lines that add up to its payout.
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.ledgerTransactionId] }), uniqueIndex('payout_items_transaction_key').on(t.ledgerTransactionId)],
)

/**
 * An on-sale waiting room (issue 42): one per event at a time (`enabled`), or for one ticket class with a
 * scheduled sales start. Each one an organizer turns on is a new row with its own random id, which the
 * place and admission tokens name. The seed stays secret until `shuffled_at`; its SHA-256 (`commitment`)
 * is public from the start. `now_serving` is the highest place admitted. The places of late arrivals come
 * from the room's own sequence, `waiting_room_positions_<id>` (decision 072): taking one locks no row, so
 * joins never wait on the room's row.
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    id: text('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketClassId: integer('ticket_class_id').references(() => ticketClasses.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    paused: boolean('paused').notNull().default(false),
    prequeueOpensAt: timestamptz('prequeue_opens_at').notNull(),
    onSaleAt: timestamptz('on_sale_at').notNull(),
    maxActiveCheckouts: integer('max_active_checkouts').notNull(),
    admissionMinutes: integer('admission_minutes').notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    shuffledAt: timestamptz('shuffled_at'),
    nowServing: integer('now_serving').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('waiting_rooms_event_enabled_key').on(t.eventId).where(sql`${t.enabled}`),
    check('waiting_rooms_limits_check', sql`${t.maxActiveCheckouts} between 1 and 100000 and ${t.admissionMinutes} between 1 and 60`),
    check('waiting_rooms_times_check', sql`${t.prequeueOpensAt} <= ${t.onSaleAt}`),
  ],
)

/**
 * A place in a waiting room: one per browser session (`session_hash`), so a refresh, a second tab or a
 * second device of the same session keeps it. Pre-queue places get their `position` from the shuffle;
 * later arrivals get the next one as they join.
 */
export const waitingRoomEntries = pgTable(
  'waiting_room_entries',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => waitingRooms.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').notNull(),
    // The client address that joined, for the per-address cap on places.
    address: text('address').notNull(),
    joinedAt: timestamptz('joined_at').notNull(),
    inPrequeue: boolean('in_prequeue').notNull(),
    position: integer('position'),
    // waiting | admitted | abandoned | done
    status: text('status').notNull().default('waiting'),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    admittedAt: timestamptz('admitted_at'),
    admissionExpiresAt: timestamptz('admission_expires_at'),
    admissionUsedAt: timestamptz('admission_used_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waiting_room_entries_session_key').on(t.roomId, t.sessionHash),
    index('waiting_room_entries_line_idx').on(t.roomId, t.status, t.position),
    index('waiting_room_entries_address_idx').on(t.roomId, t.address),
    check('waiting_room_entries_status_check', sql`${t.status} in ('waiting', 'admitted', 'abandoned', 'done')`),
  ],
)

/**
 * An organization's API key (decision 065): a random secret shown once, stored only as its SHA-256 with a
 * visible prefix for recognition; it acts for its organization's events with at most its creator's role,
 * narrowed by its scopes. Revoking sets `revoked_at`, and the key answers 401 from the next request.
 * `last_used_at` is written at most once a minute per key, not on every request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    uniqueIndex('api_keys_prefix_key').on(t.prefix),
    index('api_keys_organizer_idx').on(t.organizerId),
    check(
      'api_keys_scopes_check',
      sql`${t.scopes} <@ array['events:read', 'events:write', 'orders:read', 'attendees:read', 'check_ins:write', 'webhooks:manage']::text[] and cardinality(${t.scopes}) > 0`,
    ),
  ],
)

/**
 * A question an event asks at registration (issue 40, decision 063): once per order or once per attendee,
 * for every ticket class or only those in `ticket_class_ids` (empty: all). Deleting one sets `deleted_at`:
 * answers already given keep their own copy of the label and stay readable.
 */
export const registrationQuestions = pgTable(
  'registration_questions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    per: text('per').notNull(),
    required: boolean('required').notNull().default(false),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    ticketClassIds: integer('ticket_class_ids').array().notNull().default(sql`'{}'::integer[]`),
    position: integer('position').notNull(),
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('registration_questions_event_idx').on(t.eventId, t.position),
    check('registration_questions_kind_check', sql`${t.kind} in ('text', 'paragraph', 'single', 'multiple', 'checkbox', 'phone')`),
    check('registration_questions_per_check', sql`${t.per} in ('order', 'attendee')`),
  ],
)

/**
 * A buyer's answer (decision 063): per order (`attendee_index` null) or per attendee (0-based over the
 * order's seats of the classes the question applies to, in line order). `label` and `kind` are copied
 * from the question when answered, so a changed or deleted question leaves the answer readable.
 */
export const registrationAnswers = pgTable(
  'registration_answers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => registrationQuestions.id, { onDelete: 'cascade' }),
    attendeeIndex: integer('attendee_index'),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('registration_answers_order_idx').on(t.orderId),
    index('registration_answers_question_idx').on(t.questionId),
    check('registration_answers_attendee_index_check', sql`${t.attendeeIndex} is null or ${t.attendeeIndex} >= 0`),
  ],
)

/**
 * An organization's webhook endpoints (issue 41, decision 066): where Standard Webhooks messages go, for
 * which event types, signed with `secret` (and, for 24 hours after a rotation, `previous_secret` too).
 * Secrets are stored encrypted when WEBHOOK_SECRET_KEY or TICKETING_SECRET is set (`enc:` prefix).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventTypes: text('event_types').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamptz('previous_secret_until'),
    enabled: boolean('enabled').notNull().default(true),
    // Why the endpoint was turned off by the system (an answer of 410 Gone), shown to the organizer.
    disabledReason: text('disabled_reason'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('webhook_endpoints_organizer_idx').on(t.organizerId)],
)

/**
 * The sites allowed to frame an organization's embedded checkout (issue 41, decision 070): each an origin
 * (`https://example.org`), sent as the checkout page's CSP `frame-ancestors`. Replaced as a whole by
 * `PUT /api/v3/organizations/me/embed_origins/`.
 */
export const embedOrigins = pgTable(
  'embed_origins',
  {
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizerId, t.origin] })],
)

/**
 * Event changes that webhooks report (`event.published`, `event.updated`, `event.cancelled`), queued in
 * the change's own transaction; the order trail is the queue of the order and ticket types.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    eventId: integer('event_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    webhooksAt: timestamptz('webhooks_at'),
  },
  (t) => [
    index('webhook_outbox_due_idx').on(t.id).where(sql`${t.webhooksAt} is null`),
    check('webhook_outbox_type_check', sql`${t.type} in ('event.published', 'event.updated', 'event.cancelled')`),
  ],
)

/** One webhook message (a `msg_` id, a type, the exact body signed), the same across retries and replays. */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    msgId: text('msg_id').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('webhook_messages_msg_id_key').on(t.msgId)],
)

/** A message on its way to one endpoint: the queue the delivery worker claims from, and the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // When the next attempt is due; while an attempt is under way, the end of its lease.
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    responseExcerpt: text('response_excerpt'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
)

/** Ticket classes a `ticket_class.sold_out` webhook was sent for; the row goes when seats free again. */
export const webhookSoldOutClasses = pgTable('webhook_sold_out_classes', {
  ticketClassId: integer('ticket_class_id')
    .primaryKey()
    .references(() => ticketClasses.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull(),
})
