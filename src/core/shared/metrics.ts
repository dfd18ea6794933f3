// Prometheus metrics (issue 24), kept in prom-client's default registry. Our HTTP server and the Next.js
// build load separate copies of this module but one prom-client (a server-external package, see
// next.config.ts), so each metric is looked up by name before it is created: both copies count into the
// same series, and /metrics shows them once.
import client from 'prom-client'

function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): client.Counter<L> {
  const existing = client.register.getSingleMetric(name)
  return (existing as client.Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames })
}

// Request latencies from a fast-lane hit (~1 ms) to a slow page render.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5]

// The per-request and per-query series are counted in plain numbers and turned into Prometheus samples
// only when /metrics is read: prom-client's own Histogram validates and hashes the labels on every
// observation, a measurable share of a fast request (issue 24 allows metrics and logging 5%). The
// registry still formats them (registerMetric takes any object that answers get()).
type SeriesValues = { labels: Record<string, string>; buckets: number[]; sum: number; count: number }
type CountedFamily = {
  /** `key` names the series (bounded: a pattern, never a raw URL); `labels` is called once, for a new one. */
  observe(key: string, labels: () => Record<string, string>, value: number): void
}

function countedFamily(name: string, help: string, bounds: readonly number[], countName?: { name: string; help: string }): CountedFamily {
  const existing = client.register.getSingleMetric(name) as unknown as { family?: CountedFamily } | undefined
  if (existing?.family) return existing.family
  const series = new Map<string, SeriesValues>()
  const family: CountedFamily = {
    observe(key, labels, value) {
      let values = series.get(key)
      if (!values) series.set(key, (values = { labels: labels(), buckets: new Array<number>(bounds.length).fill(0), sum: 0, count: 0 }))
      values.sum += value
      values.count += 1
      // The bucket the value falls in; the cumulative counts Prometheus wants are summed at scrape time.
      let bucket = 0
      while (bucket < bounds.length && value > bounds[bucket]!) bucket++
      if (bucket < bounds.length) values.buckets[bucket]! += 1
    },
  }
  const histogramSamples = () => {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = []
    for (const entry of series.values()) {
      let cumulative = 0
      bounds.forEach((bound, index) => {
        cumulative += entry.buckets[index]!
        values.push({ labels: { le: bound, ...entry.labels }, value: cumulative, metricName: `${name}_bucket` })
      })
      values.push({ labels: { le: '+Inf', ...entry.labels }, value: entry.count, metricName: `${name}_bucket` })
      values.push({ labels: entry.labels, value: entry.sum, metricName: `${name}_sum` })
      values.push({ labels: entry.labels, value: entry.count, metricName: `${name}_count` })
    }
    return values
  }
  const metric = (metricName: string, metricHelp: string, type: 'histogram' | 'counter', samples: () => unknown[]) => ({
    name: metricName,
    help: metricHelp,
    type,
    aggregator: 'sum',
    family,
    get: () => Promise.resolve({ name: metricName, help: metricHelp, type, aggregator: 'sum', values: samples() }),
    reset: () => series.clear(),
  })
  client.register.registerMetric(metric(name, help, 'histogram', histogramSamples) as unknown as client.Metric)
  if (countName) {
    const counts = () => [...series.values()].map((entry) => ({ labels: entry.labels, value: entry.count }))
    client.register.registerMetric(metric(countName.name, countName.help, 'counter', counts) as unknown as client.Metric)
  }
  return family
}

const httpRequests = countedFamily(
  'tessera_http_request_duration_seconds',
  'Time to answer an HTTP request, by method, route pattern and status.',
  LATENCY_BUCKETS,
  { name: 'tessera_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.' },
)
const dbQueries = countedFamily('tessera_db_query_duration_seconds', 'Database query time, by engine.', QUERY_BUCKETS)
export type CacheStatsSource = () => Promise<{ name: string; hits: number; misses: number; size: number }[]>
let cacheStatsSource: CacheStatsSource | undefined

// Read from the cache registry's own counters at scrape time, so a lookup costs the cache nothing extra.
function cacheMetric(name: string, help: string, labelNames: readonly string[], fill: (metric: client.Gauge | client.Counter, rows: Awaited<ReturnType<CacheStatsSource>>) => void, kind: 'gauge' | 'counter') {
  if (client.register.getSingleMetric(name)) return
  const options = {
    name,
    help,
    labelNames,
    async collect(this: client.Gauge | client.Counter) {
      const rows = cacheStatsSource ? await cacheStatsSource() : []
      this.reset()
      fill(this, rows)
    },
  }
  if (kind === 'gauge') new client.Gauge(options)
  else new client.Counter(options)
}
cacheMetric('tessera_cache_lookups_total', 'Cache lookups, by cache (from the cache registry) and result (hit or miss).', ['cache', 'result'], (metric, rows) => {
  for (const row of rows) {
    metric.inc({ cache: row.name, result: 'hit' }, row.hits)
    metric.inc({ cache: row.name, result: 'miss' }, row.misses)
  }
}, 'counter')
cacheMetric('tessera_cache_entries', 'Entries held, by cache.', ['cache'], (metric, rows) => {
  for (const row of rows) (metric as client.Gauge).set({ cache: row.name }, row.size)
}, 'gauge')

/** Where /metrics reads the cache counters from: the process's cache registry (scripts/serve.ts sets it). */
export function reportCacheStats(source: CacheStatsSource): void {
  cacheStatsSource = source
}
const holds = counter('tessera_holds_total', 'Ticket holds (reserved orders), by outcome.', ['outcome'])
const orders = counter('tessera_orders_total', 'Orders reaching a state (paid, cancelled, expired, refunded).', ['state'])
const payments = counter('tessera_payments_total', 'Payment confirmations from the provider, by provider and outcome.', ['provider', 'outcome'])
const refunds = counter('tessera_refunds_total', 'Refunds issued, by reason (requested, late payment, event cancelled).', ['reason'])
const refusals = counter('tessera_abuse_refusals_total', 'Requests refused as abuse (issue 39): hold limits, payment attempts, reused Idempotency-Keys, slow or too many connections, wait-list and mail limits, by rule.', ['rule'])
const checkIns = counter('tessera_check_ins_total', 'Ticket check-ins, by outcome (accepted, already used, unknown).', ['outcome'])
const analyticsRefusals = counter('tessera_analytics_refused_total', 'Analytics batches refused (rate_limited) and events dropped (dropped: unknown event, counted already).', ['reason'])
const uploadRefusals = counter('tessera_upload_refused_total', 'Uploads refused before decoding, by reason (rate_limited, quota).', ['reason'])
const replicaReads = counter('tessera_db_reads_total', 'Statements of reads that may run on a replica (discovery, decision 067), by the host that answered: primary or a replica (host:port).', ['host'])
function gauge(name: string, help: string, labelNames: readonly string[]): client.Gauge<string> {
  return (client.register.getSingleMetric(name) as client.Gauge<string> | undefined) ?? new client.Gauge({ name, help, labelNames })
}
const replicaLag = gauge('tessera_db_replica_lag_seconds', 'Each read replica\'s replay lag behind the primary at its last probe (pg_last_xact_replay_timestamp); absent while unreachable.', ['replica'])
const replicaInUse = gauge('tessera_db_replica_in_use', 'Whether each read replica is in the read set (1) or left out as lagging or unreachable (0).', ['replica'])
const waitlistRemovals = counter('tessera_waitlist_unconfirmed_removed_total', 'Wait-list joins removed because their address was not confirmed within a week.', [])

export type AbuseRefusalRule =
  | 'hold_session'
  | 'hold_account'
  | 'hold_address'
  | 'payment_order'
  | 'payment_session'
  | 'payment_address'
  | 'payment_card'
  | 'idempotency_key_reused'
  | 'connections_per_address'
  | 'slow_body'
  | 'waitlist_email_taken'
  | 'waitlist_unconfirmed'
  | 'mail_recipient'
  | 'mail_sender'
  | 'mail_recipient_cap'
  | 'order_link_confirmations'

/**
 * The counters the domain increments. Ticketing calls these where the thing happens, after its transaction
 * commits (a rolled-back hold is no hold): `metrics.hold('created')`, `metrics.order('paid')`,
 * `metrics.payment('stripe', 'succeeded')`, `metrics.refund('requested')`, `metrics.checkIn('accepted')`.
 * Caches count their own hits and misses (the cache registry); /metrics reads them (reportCacheStats).
 */
export const metrics = {
  hold: (outcome: 'created' | 'sold_out' | 'expired' | 'released') => holds.inc({ outcome }),
  order: (state: 'pending_approval' | 'paid' | 'cancelled' | 'expired' | 'refunded' | 'partially_refunded') => orders.inc({ state }),
  payment: (provider: string, outcome: 'succeeded' | 'failed' | 'late' | 'duplicate') => payments.inc({ provider, outcome }),
  refund: (reason: 'requested' | 'late_payment' | 'event_cancelled') => refunds.inc({ reason }),
  checkIn: (outcome: 'accepted' | 'already_used' | 'unknown') => checkIns.inc({ outcome }),
  analyticsRefused: (reason: 'rate_limited' | 'dropped', count = 1) => analyticsRefusals.inc({ reason }, count),
  uploadRefused: (reason: 'rate_limited' | 'quota') => uploadRefusals.inc({ reason }),
  waitlistUnconfirmedRemoved: (count: number) => waitlistRemovals.inc(count),
  /** A request refused by an abuse limit (decision 049); `rule` names the limit, from a fixed list. */
  refusal: (rule: AbuseRefusalRule) => refusals.inc({ rule }),
  /** Our HTTP server, once per answered request; `route` is a pattern, never a raw URL (bounded series). */
  httpRequest: (method: string, route: string, status: number, seconds: number) => {
    httpRequests.observe(`${method} ${status} ${route}`, () => ({ method, route, status: String(status) }), seconds)
  },
  /** A read that may run on a replica, by the host that answered it ('primary' or host:port). */
  replicaRead: (host: string) => replicaReads.inc({ host }),
  /** A replica's probe (read-router.ts): its lag in milliseconds (null: unreachable) and whether it is read from. */
  replicaHealth: (replica: string, lagMs: number | null, inUse: boolean) => {
    if (lagMs === null) replicaLag.remove({ replica })
    else replicaLag.set({ replica }, lagMs / 1000)
    replicaInUse.set({ replica }, inUse ? 1 : 0)
  },
  /** Every database query (create-db.ts's timer), into its engine's series. */
  dbQuery: (engine: 'postgres' | 'pglite', seconds: number) => {
    dbQueries.observe(engine, () => ({ engine }), seconds)
  },
}

let defaultsCollected = false
/** Starts the process metrics (event-loop lag, memory, CPU, handles) once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected || client.register.getSingleMetric('nodejs_eventloop_lag_seconds')) return
  defaultsCollected = true
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 })
}

export const METRICS_CONTENT_TYPE = client.register.contentType

/** Every metric in the Prometheus text format. */
export function renderMetrics(): Promise<string> {
  return client.register.metrics()
}
