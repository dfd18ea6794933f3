import type { SQL } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db } from './create-db'

/** Runs raw SQL on either engine and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/**
 * Runs raw SQL as a named prepared statement: PostgreSQL parses it once per connection and, after five
 * calls, may reuse one generic plan, which for a statement with several joins saves more time than
 * running it takes. It does so only when the generic plan's estimate is no worse than the calls' own:
 * a list passed as `unnest($1)` is sized exactly when the values are seen and guessed otherwise, so
 * PostgreSQL keeps planning every call; read it as `unnest((select $1))` to guess alike both ways. The
 * statement's text must be the same every time for one `name` (pass lists as one array parameter).
 */
export async function queryRowsPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  // drizzle's own db.execute, with a name given to the prepared query.
  const { dialect } = db as unknown as { dialect: PgDialect }
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
  const result: unknown = await prepared.execute()
  return (result as { rows: T[] }).rows
}

/**
 * Runs a large one-off read (the name directory's half a million rows) on a PostgreSQL connection of its
 * own, closed afterwards. node-postgres keeps the query that opened a pooled connection reachable from
 * that connection's listeners for as long as the connection lives, and a connection in steady use never
 * idles out: when that query was this one, its rows (~170 MB at a million events) stayed on the heap for
 * good, and every major garbage collection marked them again. On PGlite it is `queryRows`.
 */
export async function queryRowsOnOwnConnection<T>(db: Db, query: SQL): Promise<T[]> {
  const pool = (db as unknown as { $client?: unknown }).$client
  if (!(pool instanceof pg.Pool)) return queryRows<T>(db, query)
  const { dialect } = db as unknown as { dialect: PgDialect }
  const { sql: text, params } = dialect.sqlToQuery(query)
  const client = await pool.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    // Closed, not returned to the pool, so that nothing of this query outlives it.
    client.release(true)
  }
}
