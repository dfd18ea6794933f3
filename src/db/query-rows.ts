import { entityKind, Param, SQL, StringChunk } from 'drizzle-orm'
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
  // drizzle's own db.execute, with a name given to the prepared query. Its text is written once per name:
  // drizzle builds a statement's text and parameters together, and on the purchase path that building
  // was a tenth of the server's CPU (decision 037); after the first call only the parameters are taken.
  const known = preparedTexts.get(name)
  const params: unknown[] = []
  let text: string
  if (known !== undefined && collectParams(query, params) && params.length === known.params) {
    text = known.text
    if (CHECK_PREPARED_TEXTS) checkPreparedText(db, name, query, text)
  } else {
    const built = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query)
    preparedTexts.set(name, { text: built.sql, params: built.params.length })
    text = built.sql
    params.length = 0
    params.push(...built.params)
  }
  // Times go as ISO text, which PostgreSQL reads as the same instant: node-postgres writes a Date in
  // local time by hand, padding each field, a cost a purchase paid a dozen times. Every time column is
  // timestamptz (schema.ts), so the zone written changes nothing.
  for (let i = 0; i < params.length; i++) {
    const value = params[i]
    if (value instanceof Date) params[i] = value.toISOString()
  }
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false)
  const result: unknown = await prepared.execute()
  return (result as { rows: T[] }).rows
}

// A name's text, and how many parameters it takes.
const preparedTexts = new Map<string, { text: string; params: number }>()
// Under the tests every call is checked against drizzle's own text: a statement whose text varies under
// one name fails there, not as a wrong row in production.
const CHECK_PREPARED_TEXTS = process.env.VITEST !== undefined

function checkPreparedText(db: Db, name: string, query: SQL, text: string): void {
  const built = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query)
  if (built.sql !== text) throw new Error(`The prepared statement ${name} was given another text: one name, one text`)
}

/**
 * Appends `query`'s parameters to `into` in the order drizzle numbers them ($1, $2, …), as its text
 * builder would map them. False when the query holds anything else than text, plain values, `sql.param`
 * values and nested SQL (a column, a table, a placeholder, inlined parameters): the caller then asks
 * drizzle to build it.
 */
export function collectParams(query: SQL, into: unknown[]): boolean {
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false
  for (const chunk of query.queryChunks as unknown[]) {
    if (chunk === undefined || chunk instanceof StringChunk) continue
    if (chunk instanceof SQL) {
      if (!collectParams(chunk, into)) return false
    } else if (chunk instanceof Param) {
      if (chunk.value === null) into.push(null)
      else {
        const mapped: unknown = chunk.encoder.mapToDriverValue(chunk.value)
        if (typeof mapped === 'object' && mapped !== null && isDrizzleEntity(mapped)) return false
        into.push(mapped)
      }
    } else if (Array.isArray(chunk)) {
      // drizzle writes a bare array as a list, "(a, b)": each item is a chunk of its own.
      if (!collectParams(new SQL(chunk as SQL['queryChunks']), into)) return false
    } else if (typeof chunk === 'object' && chunk !== null && isDrizzleEntity(chunk)) return false
    else into.push(chunk)
  }
  return true
}

function isDrizzleEntity(value: object): boolean {
  // The usual object values (a list given by sql.param, a time) first: they are never drizzle's.
  if (Array.isArray(value) || value instanceof Date) return false
  return entityKind in (value.constructor ?? {}) || typeof (value as { getSQL?: unknown }).getSQL === 'function'
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
