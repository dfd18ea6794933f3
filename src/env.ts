// The one place that reads process.env (ARCHITECTURE §2). Everything else receives typed values.
import { isIP } from 'node:net'
import path from 'node:path'
import { computeDefaultPlaceSlug } from '@/core/places/default-place'
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from '@/core/ticketing/hold-limits'
import { DEFAULT_PAYMENT_ATTEMPT_LIMITS, type PaymentAttemptLimits } from '@/core/ticketing/payment-attempts'
import { DEFAULT_MAIL_LIMITS, type MailLimits } from '@/core/ticketing/mail-limits'
import { DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR } from '@/core/mail/recipient-cap'
import { DEFAULT_ORDER_ACTION_CONFIRMATIONS_PER_HOUR } from '@/core/ticketing/order-action-confirmation'
import { z } from 'zod'

// A same-site path or an http(s) URL. "//host" and "/\\host" are refused because browsers read them as
// another site (an open redirect), and so is any space or control character, which browsers drop from
// URLs: "/\t/host" would become "//host".
function isRedirectTarget(value: string): boolean {
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false
  return /^\/(?![/\\])/.test(value) || /^https?:\/\/[^/\\]/.test(value)
}

// An http(s) origin and nothing more: the menus append /admin/… to it, so a path, query or fragment would
// produce a wrong URL, and credentials in it would be shown to every staff member. The pattern refuses
// what the URL parser would quietly repair ("https:///host" parses as "https://host/").
function isHttpOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/\\?#@\s]+\/?$/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

// An optional http(s) origin, kept without a trailing slash.
function httpOriginSetting(example: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isHttpOrigin(v), {
      message: `must be an http:// or https:// origin such as ${example}, without a path`,
    })
    .transform((v) => (v === undefined ? undefined : new URL(v).origin))
}

// An on/off switch: 1 or true, 0 or false; unset or empty is undefined (its default may depend on the stage).
function onOffSwitch() {
  return z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || ['0', '1', 'false', 'true'].includes(v), { message: 'must be 1, 0, true or false' })
    .transform((v) => (v ? v === '1' || v === 'true' : undefined))
}

// An on/off switch with a fixed default.
function onOffSetting(defaultValue: boolean) {
  return onOffSwitch().transform((v) => v ?? defaultValue)
}

/** Spec §3 deployment stages. Preprod and Prod are the production-like ones (issue 24). */
// When this process started (epoch ms): the default anchor of TEST_CLOCK_START.
const PROCESS_STARTED_MS = Math.round(performance.timeOrigin)

export const DEPLOYMENT_STAGES = ['Local', 'Dev', 'Test', 'Preprod', 'Prod'] as const
export type DeploymentStage = (typeof DEPLOYMENT_STAGES)[number]

// An IPv4 or IPv6 address, optionally with a /prefix (CIDR), as a proxy or scraper source.
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/')
  if (extra !== undefined) return false
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return false
  return isIP(address) !== 0
}

function addressList(what: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every(isAddressOrRange), { message: `must be a comma-separated list of ${what}` })
}

const EnvSchema = z.object({
  DEPLOYMENT_STAGE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : 'Local'))
    .refine((v): v is DeploymentStage => (DEPLOYMENT_STAGES as readonly string[]).includes(v), {
      message: 'must be one of Local, Dev, Test, Preprod or Prod',
    }),
  // Prometheus: /metrics answers a request bearing this token, or one from METRICS_ALLOWED_ADDRESSES.
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters long' }),
  METRICS_ALLOWED_ADDRESSES: addressList('IP addresses or CIDR ranges'),
  // Request and database metrics are on unless switched off (the benchmark compares both).
  METRICS_ENABLED: onOffSetting(true),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  // Log lines in pino's JSON (the default outside Local) or a readable line per request (default on Local).
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  // Demo data in Preprod and Prod only when asked (elsewhere an empty database gets it by default).
  SEED_DEMO_DATA: onOffSwitch(),
  // Preprod and Prod refuse the built-in test payment provider unless this says otherwise.
  ALLOW_TEST_PAYMENTS: onOffSwitch(),
  // Graceful shutdown: how long a SIGTERM waits for requests in flight before closing anyway.
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  // How long a PostgreSQL that refuses connections, is starting or is out of slots is waited for, by
  // `npm start` and by the server's own connection, before giving up with one sentence.
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
  // Connections each instance keeps open to PostgreSQL (decision 072). Each request's statement holds one
  // until this instance's event loop has read the answer, so a busy on-sale needs more than a quiet day.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  // Read replicas (issue 43, decision 067): discovery reads go to these PostgreSQL standbys, comma-separated.
  DATABASE_REPLICA_URLS: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',').map((url) => url.trim()).filter(Boolean) : []))
    .refine((urls) => urls.every((url) => /^postgres(ql)?:\/\//.test(url)), { message: 'must be postgres:// or postgresql:// URLs, comma-separated' }),
  // A replica further behind than this (or unreachable) is left out of reads until it catches up.
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  // How often each replica's lag is measured.
  REPLICA_PROBE_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  // How long a browser session that wrote reads everything from the primary (read-your-writes).
  REPLICA_PIN_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SEED_EVENTS: z.coerce.number().int().min(0).max(5_000_000).default(30_000),
  SEED: z.coerce.number().int().default(1),
  // Unset: the biggest city of the site's country (SITE_TLD, SITE_LOCALE; decision 055).
  DEFAULT_PLACE_SLUG: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  // Optional OpenAI-compatible model for the concierge (ARCHITECTURE §1 LanguageModel port).
  LLM_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^https?:\/\//.test(v), {
      message: 'must be an http:// or https:// URL',
    }),
  LLM_MODEL: z.string().trim().optional(),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  // Comma-separated feature flags forced on whatever the table says (an operations switch, e.g. for a demo).
  FEATURE_FLAGS_ON: z.string().trim().optional(),
  // Comma-separated feature flags forced off whatever the table says (wins over FEATURE_FLAGS_ON).
  FEATURE_FLAGS_OFF: z.string().trim().optional(),
  // Demo/test servers only: a staff account created or promoted at start-up (PGlite cannot be changed
  // by a script while the server runs). Both or neither.
  DEMO_STAFF_EMAIL: z
    .string()
    .trim()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_STAFF_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  // The site's top-level domain and locale (spec §3 "Locale info"): they switch footer links (DSA
  // Statement, Impressum, Contact Sales) and the mobile menu's local marketing pages.
  SITE_TLD: z
    .string()
    .trim()
    .regex(/^(\.[a-z]{2,10}){1,2}$/, { message: 'must look like .com or .co.uk' })
    .default('.com'),
  SITE_LOCALE: z
    .string()
    .trim()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, { message: 'must look like en_US' })
    .default('en_US'),
  // Where "Host events" in the intent toggle (or the Create events link that replaces it) leads (spec §3
  // "Intent toggle" hostEventsRedirectURL); unset means /organizer/overview.
  HOST_EVENTS_REDIRECT_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isRedirectTarget(v), {
      message: 'must be a path starting with a single "/" or an http:// or https:// URL, without spaces',
    }),
  // Spec §3 Environment.isManageOverviewActive: the manage overview (/manage/) is live, so the user menu's
  // Manage my events leads there instead of /myevents/ (unless the creator-home flag is on).
  MANAGE_OVERVIEW_ACTIVE: onOffSetting(false),
  // Spec §3 "Intent toggle" show: on by default; off, the logged-out header shows nav links in its place.
  SHOW_INTENT_TOGGLE: onOffSetting(true),
  // Spec §2/§3 Environment.adminServerUrl: the origin serving staff pages (Admin, Feature Flags); unset
  // means this site.
  ADMIN_SERVER_URL: httpOriginSetting('https://admin.example.com'),
  // Mailer port (ARCHITECTURE §1): SMTP when set (smtp://user:pass@host:587 or smtps://…), else mail stays
  // in the outbox table and the log, readable by staff at /admin/mailbox/.
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\/[^/\s]/.test(v), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
  MAIL_FROM: z.string().trim().min(3).default('Tessera <no-reply@tessera.localhost>'),
  // The site's own public origin (issue 21): links, cookies' Secure flag and the CSRF origin check come
  // from here, never from request headers. Unset means a local install: http://localhost:$PORT.
  SITE_URL: httpOriginSetting('https://tessera.example'),
  // Sign-ups one address may make per hour (ARCHITECTURE §8). A shared office or campus address may need
  // more; the test servers raise it because the whole suite signs up from 127.0.0.1.
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(50),
  // Concierge asks one process works on at once (issue 39 finding 15). Unset: one with the embedded
  // database, whose SQL runs on the event loop beside the interpretation, and two with PostgreSQL, where one
  // ask waits on the database while the other interprets.
  CONCIERGE_ASKS_AT_ONCE: z.coerce.number().int().min(1).max(64).optional(),
  // How long the concierge rests after an ask before the next, as a multiple of the ask's time (issue 39
  // finding 15): 1 embedded (asks take at most half of the event loop), 0 with PostgreSQL.
  CONCIERGE_ASK_REST_RATIO: z.coerce.number().min(0).max(10).optional(),
  // Analytics batches one address may send a minute (issue 39 finding 8); an hour allows twenty minutes'
  // worth. A browser sends one or two a page; the test servers raise it (the suite browses from 127.0.0.1).
  ANALYTICS_BATCHES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // Pictures (event pictures, logos, profile photos) one account may upload an hour (issue 39 finding 8).
  UPLOADS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Email changes one account, and one client address, may ask for an hour: each mails the address typed
  // in (decision 050). The test servers raise the per-address one (the suite works from 127.0.0.1).
  EMAIL_CHANGES_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  EMAIL_CHANGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(25),
  // Requests one API key may make a minute (decision 065), told to clients in RateLimit-* headers.
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  // Comma-separated addresses of the reverse proxies in front of us. Only a request whose socket comes from
  // one of them may say, in X-Forwarded-For, whom it forwards; unset trusts nobody (issue 21 finding 3).
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? '').split(',').map((a) => a.trim()).filter(Boolean))
    .refine((list) => list.every((a) => isIP(a) !== 0), { message: 'must be a comma-separated list of IP addresses' }),
  // Slow and numerous connections (issue 39 finding 3, decision 048): headers must arrive within 10 s and a
  // whole request within 120 s; a body still arriving after 10 s must average 1,000 bytes a second (a
  // phone on 2G sends several times that); one client address may hold 256 connections (behind
  // TRUSTED_PROXIES: requests in flight per forwarded address).
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  HTTP_MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(10_000_000).default(1_000),
  HTTP_BODY_RATE_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(256),
  // Ticketing (issue 19): signs order links and the test payment provider's callbacks. Unset on a local
  // install: a random secret is kept in DATA_DIR (set it when several servers share one database).
  TICKETING_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  TICKET_HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  // Issue 42: places one client address may hold at once in one waiting room (a household, an office).
  QUEUE_PLACES_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(4),
  // Webhooks (issue 41, decision 066). Test servers allow loopback receivers, compress the retry schedule
  // (0.001 turns 5 minutes into 0.3 s) and may shorten the 15-second timeout; the delivery loop looks for
  // work every WEBHOOK_POLL_MS (half a second: the receiver hears of a purchase within about a second).
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: onOffSetting(false),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  // How often each instance looks for reminders that came due (decision 061): within a minute. The
  // two-instance test sweeps every two seconds, so that it sees several rounds of both loops quickly.
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Tickets held at once (issue 39 finding 1, decision 049): per browser session and per account, on one
  // event and across all; per client address (shared by households and mobile networks, so higher).
  HOLD_LIMIT_PER_EVENT: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HOLD_LIMITS.buyerPerEvent),
  HOLD_LIMIT_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HOLD_LIMITS.buyerTotal),
  HOLD_LIMIT_PER_ADDRESS_PER_EVENT: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HOLD_LIMITS.addressPerEvent),
  HOLD_LIMIT_PER_ADDRESS_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_HOLD_LIMITS.addressTotal),
  // Lapsed holds a session or account may leave in 24 hours before its limits halve, one halving per further lapse.
  HOLD_FREE_ABANDONS: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_HOLD_LIMITS.freeAbandons),
  // Confirmation emails of free orders in an hour to an address nobody signed in as (issue 39 finding 7,
  // decision 048): per recipient, and per browser session and client address that cause them.
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_MAIL_LIMITS.perRecipient),
  MAIL_PER_SESSION_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_MAIL_LIMITS.perSession),
  MAIL_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_MAIL_LIMITS.perAddress),
  // Emails of any kind one address is sent in an hour (decision 051); mail about money that moved is
  // never held back. The outbox's enqueue counts it.
  MAIL_TO_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR),
  // Emails asking the buyer to confirm a refund asked for through an order's link (decision 051), per order an hour.
  ORDER_ACTION_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_ORDER_ACTION_CONFIRMATIONS_PER_HOUR),
  // Payment attempts in an hour (issue 39 finding 4, decision 049), in points: an attempt costs 1, a
  // declined card PAYMENT_DECLINE_WEIGHT in all.
  PAYMENT_ATTEMPTS_PER_ORDER: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAYMENT_ATTEMPT_LIMITS.perOrder),
  PAYMENT_ATTEMPTS_PER_SESSION: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAYMENT_ATTEMPT_LIMITS.perSession),
  PAYMENT_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAYMENT_ATTEMPT_LIMITS.perAddress),
  PAYMENT_ATTEMPTS_PER_CARD: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAYMENT_ATTEMPT_LIMITS.perCard),
  PAYMENT_DECLINE_WEIGHT: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAYMENT_ATTEMPT_LIMITS.declineWeight),
  // Test servers only: staff may move the ticketing clock forward (POST /api/v3/admin/test-clock/) so that
  // journeys can expire holds without waiting ten minutes.
  TEST_CLOCK: onOffSetting(false),
  // Test servers only (issue 35): the process's clock (Date, and so the embedded database's now()) reads
  // this instant (ISO 8601 with its offset) at the real moment TEST_CLOCK_ANCHOR_MS (epoch ms; default:
  // when the process starts) and runs forward from there, and an empty database's demo data is generated
  // for it, so that the suite gives the same result on any day (scripts/lib/install-test-clock.ts). The
  // test runner and the browsers compute the same clock from the same two values.
  TEST_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  TEST_CLOCK_ANCHOR_MS: z.coerce.number().int().min(0).optional(),
  // Stripe (decision 029): with a secret key, card payments go to Stripe instead of the built-in test
  // provider; its webhooks (signed with STRIPE_WEBHOOK_SECRET) are taken at /api/v3/payments/callback/.
  // STRIPE_API_BASE points the official package at another address (a local fake in tests).
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v), { message: 'must be a Stripe secret key (sk_test_… or sk_live_…)' }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  // Stripe Connect payouts (decision 046): the signing secret of the Connect webhook endpoint
  // (`account.updated`, `transfer.reversed`), which Stripe gives apart from the account endpoint's. Also
  // taken at /api/v3/payments/callback/; without it, STRIPE_WEBHOOK_SECRET is tried alone.
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
})
  .refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET, {
    message: 'must be set when STRIPE_SECRET_KEY is (without it no payment is ever confirmed)',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })

/** What our HTTP server allows a slow or many-connection client (decision 048; src/server/http/slow-client-guard.ts). */
export type SlowClientLimits = {
  /** The whole header block must arrive within this. */
  headersTimeoutMs: number
  /** Headers and body must arrive within this. */
  requestTimeoutMs: number
  /** A body still arriving after the grace time must average at least this. */
  minBodyBytesPerSecond: number
  /** How long a body may arrive at any pace before its rate is judged. */
  bodyRateGraceMs: number
  /** Open connections per client address, or requests in flight per forwarded address behind trusted proxies. */
  maxConnectionsPerAddress: number
}

export type Env = {
  /** DEPLOYMENT_STAGE (spec §3), Local by default. */
  deploymentStage: DeploymentStage
  /** /metrics access: a bearer token and/or source addresses; with neither, /metrics answers no one. */
  metrics: { enabled: boolean; token: string | undefined; allowedAddresses: string[] }
  logging: { level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent'; pretty: boolean }
  /** Whether an empty database gets the demo data: by default yes, but in Preprod and Prod only with SEED_DEMO_DATA=1. */
  seedDemoData: boolean
  /**
   * Whether the built-in test payment provider may take payments (ALLOW_TEST_PAYMENTS): yes by default,
   * but in Preprod and Prod only when ALLOW_TEST_PAYMENTS=1. Read by the payments composition root.
   */
  allowTestPayments: boolean
  shutdownDeadlineMs: number
  databaseWaitMs: number
  databaseUrl: string | undefined
  /** Connections to PostgreSQL per instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number
  /** Read replicas (decision 067): their URLs, the lag past which one is left out, the probe interval and the pin after a write. */
  replicas: { urls: string[]; maxLagMs: number; probeMs: number; pinMs: number }
  dataDir: string
  port: number
  seedEvents: number
  seed: number
  defaultPlaceSlug: string
  /** Null when LLM_BASE_URL is unset: the concierge uses its built-in interpreter only. */
  languageModel: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null
  /** Feature flag keys forced on (unknown keys are ignored where flags are read). */
  featureFlagsOn: string[]
  /** Feature flag keys forced off, over the table and featureFlagsOn. */
  featureFlagsOff: string[]
  demoStaff: { email: string; password: string } | null
  siteTld: string
  siteLocale: string
  /** Undefined when HOST_EVENTS_REDIRECT_URL is unset: the intent toggle uses its default. */
  hostEventsRedirectURL: string | undefined
  /** MANAGE_OVERVIEW_ACTIVE: Manage my events goes to /manage/ rather than /myevents/. */
  isManageOverviewActive: boolean
  /** SHOW_INTENT_TOGGLE: the logged-out header shows the intent toggle (else nav links). */
  showIntentToggle: boolean
  /** ADMIN_SERVER_URL as an origin without a trailing slash; undefined serves admin on this site. */
  adminServerUrl: string | undefined
  /** Null when SMTP_URL is unset: mail is kept in the outbox (and logged) rather than sent. */
  smtpUrl: string | null
  /** MAIL_FROM: the From header of every email. */
  mailFrom: string
  /** SITE_URL as an origin; a local install (unset) is http://localhost:$PORT. Required in Preprod and Prod. */
  siteUrl: string
  /** True when SITE_URL was unset: loopback spellings of the local origin are the site too. */
  siteUrlIsLocalDefault: boolean
  /** TRUSTED_PROXIES: the addresses whose X-Forwarded-* headers are believed. */
  trustedProxies: string[]
  /** HTTP_* (decision 048): what our server allows a slow or many-connection client. */
  slowClientLimits: SlowClientLimits
  /** SIGN_UPS_PER_ADDRESS_PER_HOUR: the per-address sign-up limit. */
  signUpsPerAddressPerHour: number
  /** CONCIERGE_ASKS_AT_ONCE: asks worked on at once (1 embedded, 2 PostgreSQL unless set). */
  conciergeAsksAtOnce: number
  /** CONCIERGE_ASK_REST_RATIO: a turn's rest after its ask, in multiples of the ask's time (1 embedded, 0 PostgreSQL). */
  conciergeAskRestRatio: number
  /** ANALYTICS_BATCHES_PER_ADDRESS_PER_MINUTE: the collector's per-address limit (an hour: 20 times it). */
  analyticsBatchesPerAddressPerMinute: number
  /** UPLOADS_PER_USER_PER_HOUR: pictures one account may upload an hour. */
  uploadsPerUserPerHour: number
  /** EMAIL_CHANGES_PER_USER_PER_HOUR, EMAIL_CHANGES_PER_ADDRESS_PER_HOUR (decision 050). */
  emailChangeLimits: { perUser: number; perAddress: number }
  /** API_KEY_REQUESTS_PER_MINUTE: one API key's requests a minute (decision 065). */
  apiKeyRequestsPerMinute: number
  ticketing: {
    secret: string | undefined
    holdMinutes: number
    waitlistOfferHours: number
    /** REMINDER_SWEEP_SECONDS: the reminder loop's period. */
    reminderSweepSeconds: number
    /** QUEUE_PLACES_PER_ADDRESS (issue 42). */
    queuePlacesPerAddress: number
    testClock: boolean
    /** HOLD_LIMIT_* and HOLD_FREE_ABANDONS (decision 049). */
    holdLimits: HoldLimits
    /** PAYMENT_ATTEMPTS_* and PAYMENT_DECLINE_WEIGHT (decision 049). */
    paymentAttemptLimits: PaymentAttemptLimits
    /** MAIL_PER_* (decision 048). */
    mailLimits: MailLimits
    /** MAIL_TO_RECIPIENT_PER_HOUR (decision 051). */
    mailToRecipientPerHour: number
    /** ORDER_ACTION_CONFIRMATIONS_PER_HOUR (decision 051). */
    orderActionConfirmationsPerHour: number
  }
  /** WEBHOOK_* (decision 066). */
  webhooks: { allowPrivateAddresses: boolean; timeoutMs: number; retryScale: number; pollMs: number }
  /** TEST_CLOCK_START: the instant the server's clock reads at real time `anchorMs`; null runs on real time. */
  clockStart: { startMs: number; anchorMs: number } | null
  /** Null unless STRIPE_SECRET_KEY is set: then Stripe takes card payments (decision 029) and pays out through Connect (decision 046). */
  stripe: { secretKey: string; webhookSecret: string; connectWebhookSecret: string | undefined; apiBase: string | undefined } | null
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment once; a bad value stops start-up with a sentence naming the variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(
      `Configuration error: ${issue?.path.join('.') ?? 'environment'} ${issue?.message ?? 'is invalid'}.`,
    )
  }
  const e = parsed.data
  const stage = e.DEPLOYMENT_STAGE
  const productionLike = stage === 'Preprod' || stage === 'Prod'
  if (productionLike) {
    // Production-like stages must not fall back to the embedded database or guess their own origin.
    for (const [name, value] of [['SITE_URL', e.SITE_URL], ['DATABASE_URL', e.DATABASE_URL]] as const) {
      if (!value) throw new ConfigError(`Configuration error: ${name} is required when DEPLOYMENT_STAGE is ${stage}.`)
    }
    // A production clock that is not the real time would expire holds and sessions at the wrong moment.
    if (e.TEST_CLOCK_START) throw new ConfigError(`Configuration error: TEST_CLOCK_START is for test servers and refused when DEPLOYMENT_STAGE is ${stage}.`)
  }
  return {
    deploymentStage: stage,
    metrics: { enabled: e.METRICS_ENABLED, token: e.METRICS_TOKEN, allowedAddresses: e.METRICS_ALLOWED_ADDRESSES },
    logging: {
      level: e.LOG_LEVEL ?? 'info',
      pretty: e.LOG_FORMAT ? e.LOG_FORMAT === 'pretty' : stage === 'Local',
    },
    seedDemoData: e.SEED_DEMO_DATA ?? !productionLike,
    allowTestPayments: e.ALLOW_TEST_PAYMENTS ?? !productionLike,
    shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_MS,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    replicas: { urls: e.DATABASE_URL ? e.DATABASE_REPLICA_URLS : [], maxLagMs: e.REPLICA_MAX_LAG_MS, probeMs: e.REPLICA_PROBE_MS, pinMs: e.REPLICA_PIN_MS },
    dataDir: path.resolve(e.DATA_DIR),
    port: e.PORT,
    seedEvents: e.SEED_EVENTS,
    seed: e.SEED,
    defaultPlaceSlug: e.DEFAULT_PLACE_SLUG ?? computeDefaultPlaceSlug(e.SITE_TLD, e.SITE_LOCALE),
    languageModel: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          model: e.LLM_MODEL || 'llama3.1',
          apiKey: e.LLM_API_KEY || undefined,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : null,
    featureFlagsOn: (e.FEATURE_FLAGS_ON ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    featureFlagsOff: (e.FEATURE_FLAGS_OFF ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    demoStaff:
      e.DEMO_STAFF_EMAIL && e.DEMO_STAFF_PASSWORD
        ? { email: e.DEMO_STAFF_EMAIL, password: e.DEMO_STAFF_PASSWORD }
        : null,
    siteTld: e.SITE_TLD,
    siteLocale: e.SITE_LOCALE,
    hostEventsRedirectURL: e.HOST_EVENTS_REDIRECT_URL,
    isManageOverviewActive: e.MANAGE_OVERVIEW_ACTIVE,
    showIntentToggle: e.SHOW_INTENT_TOGGLE,
    adminServerUrl: e.ADMIN_SERVER_URL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    siteUrlIsLocalDefault: e.SITE_URL === undefined,
    trustedProxies: e.TRUSTED_PROXIES,
    slowClientLimits: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      minBodyBytesPerSecond: e.HTTP_MIN_BODY_BYTES_PER_SECOND,
      bodyRateGraceMs: e.HTTP_BODY_RATE_GRACE_SECONDS * 1000,
      maxConnectionsPerAddress: e.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
    },
    signUpsPerAddressPerHour: e.SIGN_UPS_PER_ADDRESS_PER_HOUR,
    conciergeAsksAtOnce: e.CONCIERGE_ASKS_AT_ONCE ?? (e.DATABASE_URL ? 2 : 1),
    conciergeAskRestRatio: e.CONCIERGE_ASK_REST_RATIO ?? (e.DATABASE_URL ? 0 : 1),
    analyticsBatchesPerAddressPerMinute: e.ANALYTICS_BATCHES_PER_ADDRESS_PER_MINUTE,
    uploadsPerUserPerHour: e.UPLOADS_PER_USER_PER_HOUR,
    emailChangeLimits: { perUser: e.EMAIL_CHANGES_PER_USER_PER_HOUR, perAddress: e.EMAIL_CHANGES_PER_ADDRESS_PER_HOUR },
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    ticketing: {
      secret: e.TICKETING_SECRET,
      holdMinutes: e.TICKET_HOLD_MINUTES,
      waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
      reminderSweepSeconds: e.REMINDER_SWEEP_SECONDS,
      queuePlacesPerAddress: e.QUEUE_PLACES_PER_ADDRESS,
      testClock: e.TEST_CLOCK,
      holdLimits: {
        ...DEFAULT_HOLD_LIMITS,
        buyerPerEvent: e.HOLD_LIMIT_PER_EVENT,
        buyerTotal: e.HOLD_LIMIT_TOTAL,
        addressPerEvent: e.HOLD_LIMIT_PER_ADDRESS_PER_EVENT,
        addressTotal: e.HOLD_LIMIT_PER_ADDRESS_TOTAL,
        freeAbandons: e.HOLD_FREE_ABANDONS,
      },
      mailLimits: { perRecipient: e.MAIL_PER_RECIPIENT_PER_HOUR, perSession: e.MAIL_PER_SESSION_PER_HOUR, perAddress: e.MAIL_PER_ADDRESS_PER_HOUR },
      mailToRecipientPerHour: e.MAIL_TO_RECIPIENT_PER_HOUR,
      orderActionConfirmationsPerHour: e.ORDER_ACTION_CONFIRMATIONS_PER_HOUR,
      paymentAttemptLimits: {
        ...DEFAULT_PAYMENT_ATTEMPT_LIMITS,
        perOrder: e.PAYMENT_ATTEMPTS_PER_ORDER,
        perSession: e.PAYMENT_ATTEMPTS_PER_SESSION,
        perAddress: e.PAYMENT_ATTEMPTS_PER_ADDRESS,
        perCard: e.PAYMENT_ATTEMPTS_PER_CARD,
        declineWeight: e.PAYMENT_DECLINE_WEIGHT,
      },
    },
    webhooks: { allowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES, timeoutMs: e.WEBHOOK_TIMEOUT_MS, retryScale: e.WEBHOOK_RETRY_SCALE, pollMs: e.WEBHOOK_POLL_MS },
    clockStart: e.TEST_CLOCK_START ? { startMs: Date.parse(e.TEST_CLOCK_START), anchorMs: e.TEST_CLOCK_ANCHOR_MS ?? PROCESS_STARTED_MS } : null,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '', connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
      : null,
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= readEnv()
  return cached
}
