// Reads on replicas (issue 43, decision 067): a stand-in for a pg.Pool that drizzle runs read-only
// statements through. Each statement goes to a replica in the read set, in turn, or to the primary when
// none is fit; a replica that fails a statement for a reason of its own (gone, shutting down, a conflict
// with recovery) leaves the read set and the statement runs again on the primary, so a lost replica costs
// no request. A prober measures each replica's replay lag once a second and puts it back when it recovers.
//
// Two rules keep a reader from seeing the past:
// - A request pinned to the primary (its session wrote a moment ago: `runPinnedToPrimary`) reads there.
// - After a cache change, replicas are used again only once they have replayed past the primary's WAL
//   position of that moment (`fence`): a cache emptied by a write and refilled from a replica that has not
//   seen it yet would otherwise hold the old rows until the next change.
import { AsyncLocalStorage } from 'node:async_hooks'
import pg from 'pg'

export type ReplicaHealth = {
  /** host:port, as the metrics and /readyz name it (never the password). */
  name: string
  state: 'in_use' | 'lagging' | 'unreachable' | 'starting'
  /** Milliseconds behind the primary at the last probe, or null when it could not be read. */
  lagMs: number | null
}

export type ReadRouterOptions = {
  maxLagMs: number
  probeIntervalMs: number
  /** Each probe's readings, for metrics. */
  onProbe?: (health: readonly ReplicaHealth[]) => void
  /** Each statement's host ('primary' or a replica's name), for the per-host metric. */
  onRouted?: (host: string) => void
}

export type ReadRouter = {
  /** What drizzle is given in place of a pool: `query(config, values)` only. */
  client: { query: (config: unknown, values?: unknown) => Promise<unknown> }
  health: () => readonly ReplicaHealth[]
  /** Holds reads on the primary until every used replica has replayed what the primary holds now. */
  fence: () => void
  /** Measures every replica now (the prober does so each interval). */
  probe: () => Promise<void>
  /** Calls `listener` with each new connection to a replica (for the query timer). */
  onConnect: (listener: (client: pg.PoolClient) => void) => void
  close: () => Promise<void>
}

// On globalThis: our server (scripts/serve.ts) pins a request with its copy of this module, and the router
// the Next.js build opened checks with its own copy; both must read one store.
const pinned = ((globalThis as { __tesseraPrimaryPin?: AsyncLocalStorage<true> }).__tesseraPrimaryPin ??= new AsyncLocalStorage<true>())

/** Runs `work` with every read it makes on the primary (a session that has just written). */
export function runPinnedToPrimary<T>(work: () => T): T {
  return pinned.run(true, work)
}

/** True inside `runPinnedToPrimary`. */
export function isPinnedToPrimary(): boolean {
  return pinned.getStore() === true
}

type Replica = {
  name: string
  pool: pg.Pool
  state: ReplicaHealth['state']
  lagMs: number | null
  /** The WAL position it had replayed at the last probe, as a number of bytes. */
  replayed: bigint
}

// Errors that say the replica, not the statement, failed: the connection is gone or refused, the server
// is shutting down or starting, or the standby cancelled the query to replay WAL (40001 with recovery).
const REPLICA_FAULT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300'])

export function isReplicaFault(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && REPLICA_FAULT_CODES.has(code)) return true
  if (code === '40001' && typeof message === 'string' && /recovery/i.test(message)) return true
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
}

/** A WAL position (`16/B374D848`) as a number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/')
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`)
}

export function replicaName(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname}:${u.port || '5432'}`
  } catch {
    return 'replica'
  }
}

export function createReadRouter(primary: pg.Pool, replicaUrls: readonly string[], options: ReadRouterOptions): ReadRouter {
  const replicas: Replica[] = replicaUrls.map((url) => {
    // A short connect timeout: a replica that does not answer is left for the primary, not waited for.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 1000 })
    pool.on('error', () => undefined)
    return { name: replicaName(url), pool, state: 'starting', lagMs: null, replayed: 0n }
  })
  let next = 0
  // The primary's WAL position a replica must have replayed before it is read again; pending while the
  // primary is being asked for it (reads then go to the primary).
  let fenceLsn = 0n
  let fencePending = 0

  const usable = (replica: Replica) => replica.state === 'in_use' && replica.replayed >= fenceLsn

  const choose = (): Replica | null => {
    if (fencePending > 0 || isPinnedToPrimary()) return null
    for (let tried = 0; tried < replicas.length; tried++) {
      const replica = replicas[next++ % replicas.length]!
      if (usable(replica)) return replica
    }
    return null
  }

  const onPrimary = (config: unknown, values?: unknown) => {
    options.onRouted?.('primary')
    return primary.query(config as pg.QueryConfig, values as unknown[])
  }

  const client = {
    async query(config: unknown, values?: unknown): Promise<unknown> {
      const replica = choose()
      if (!replica) return onPrimary(config, values)
      try {
        const result = await replica.pool.query(config as pg.QueryConfig, values as unknown[])
        options.onRouted?.(replica.name)
        return result
      } catch (error) {
        if (!isReplicaFault(error)) throw error
        // Out of the read set until a probe finds it answering again; this statement goes to the primary.
        replica.state = 'unreachable'
        replica.lagMs = null
        return onPrimary(config, values)
      }
    },
  }

  const probeOne = async (replica: Replica, primaryLsn: bigint) => {
    try {
      const { rows } = await replica.pool.query<{ replayed: string | null; last_replay: string | null; lag_ms: number | null }>(
        `select pg_last_wal_replay_lsn()::text as replayed,
                extract(epoch from (now() - pg_last_xact_replay_timestamp())) * 1000 as lag_ms,
                pg_last_xact_replay_timestamp()::text as last_replay`,
      )
      const row = rows[0]
      if (!row?.replayed) throw new Error('not a replica: pg_last_wal_replay_lsn() is null')
      replica.replayed = parseLsn(row.replayed)
      // Caught up with what the primary had when this probe began: no lag, however long ago its last
      // transaction was (an idle primary sends nothing to replay). Behind it: the age of the last
      // transaction it replayed (pg_last_xact_replay_timestamp), the time its readers are behind by.
      replica.lagMs = replica.replayed >= primaryLsn ? 0 : Math.max(0, Math.round(Number(row.lag_ms ?? Number.POSITIVE_INFINITY)))
      replica.state = replica.lagMs <= options.maxLagMs ? 'in_use' : 'lagging'
    } catch {
      replica.state = 'unreachable'
      replica.lagMs = null
    }
  }

  const primaryLsn = async (): Promise<bigint> => {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
    return parseLsn(rows[0]!.lsn)
  }

  const probe = async () => {
    let lsn: bigint
    try {
      lsn = await primaryLsn()
    } catch {
      return // the primary is away: its own errors tell; the read set stays as it was
    }
    await Promise.all(replicas.map((replica) => probeOne(replica, lsn)))
    options.onProbe?.(health())
  }

  const health = (): ReplicaHealth[] => replicas.map(({ name, state, lagMs }) => ({ name, state, lagMs }))

  let probing = false
  const timer = setInterval(() => {
    if (probing) return
    probing = true
    void probe().finally(() => (probing = false))
  }, options.probeIntervalMs)
  timer.unref()
  void probe()

  return {
    client,
    health,
    probe,
    fence() {
      if (replicas.length === 0) return
      fencePending++
      primaryLsn()
        .then((lsn) => {
          if (lsn > fenceLsn) fenceLsn = lsn
        })
        .catch(() => undefined)
        .finally(() => {
          fencePending--
          // Measured at once rather than at the next tick, so that reads come back to the replicas soon.
          if (!probing) void probe()
        })
    },
    onConnect(listener) {
      for (const replica of replicas) replica.pool.on('connect', listener)
    },
    async close() {
      clearInterval(timer)
      await Promise.all(replicas.map((replica) => replica.pool.end().catch(() => undefined)))
    },
  }
}
