// COPY … FROM STDIN for bulk loads on both engines. COPY is the cheapest way into PostgreSQL: the
// server parses tab-separated text instead of planning statements, which matters at a million events.
// node-postgres has no COPY API of its own, so a small Submittable speaks the copy-in sub-protocol;
// PGlite reads the same text from a Blob (`FROM '/dev/blob'`).
import type { PGlite } from '@electric-sql/pglite'
import { getTableColumns } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { civilFromDays } from '@/core/shared/wall-clock'

type Formatter = (value: unknown) => string

type CopyPlan = { statement: string; keys: string[]; formatters: Formatter[] }

const plans = new WeakMap<PgTable, CopyPlan>()

const NULL = '\\N'

/** COPY text escaping: backslash, tab, newline and carriage return. */
function escapeText(text: string): string {
  if (!/[\\\t\n\r]/.test(text)) return text
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
}

// One formatter per column type, chosen once per table: the loader formats ~50 values per event.
function formatText(value: unknown): string {
  return value === null || value === undefined ? NULL : escapeText(value as string)
}

function formatNumber(value: unknown): string {
  if (value === null || value === undefined) return NULL
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`cannot COPY ${JSON.stringify(value)} as a number`)
  return String(value)
}

function formatBoolean(value: unknown): string {
  return value === null || value === undefined ? NULL : value ? 't' : 'f'
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))

// Demo timestamps fall on few distinct days and times of day, so both halves are kept once made.
const dayTexts = new Map<number, string>()
const timeTexts = new Map<number, string>()

function dayText(days: number): string {
  let text = dayTexts.get(days)
  if (text === undefined) {
    // Integer arithmetic, no Date object (a million events' dates).
    const { year, month, day } = civilFromDays(days)
    text = `${year}-${pad2(month)}-${pad2(day)}`
    if (dayTexts.size < 100_000) dayTexts.set(days, text)
  }
  return text
}

function timeText(msOfDay: number): string {
  let text = timeTexts.get(msOfDay)
  if (text === undefined) {
    const hours = Math.floor(msOfDay / 3_600_000)
    const minutes = Math.floor((msOfDay % 3_600_000) / 60_000)
    const seconds = Math.floor((msOfDay % 60_000) / 1000)
    const millis = msOfDay % 1000
    const mmm = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : String(millis)
    text = `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${mmm}+00`
    if (timeTexts.size < 100_000) timeTexts.set(msOfDay, text)
  }
  return text
}

/**
 * `YYYY-MM-DD HH:MM:SS.mmm+00` from epoch milliseconds. Date#toISOString costs over a microsecond here,
 * which shows at several million timestamps per load.
 */
export function formatUtcTimestamp(ms: number): string {
  const days = Math.floor(ms / 86_400_000)
  return `${dayText(days)} ${timeText(ms - days * 86_400_000)}`
}

function formatTimestamp(value: unknown): string {
  if (value === null || value === undefined) return NULL
  const ms = (value as Date).getTime()
  if (Number.isNaN(ms)) throw new Error('cannot COPY an invalid date')
  return formatUtcTimestamp(ms)
}

function formatAny(value: unknown): string {
  if (value === null || value === undefined) return NULL
  if (value instanceof Date) return formatTimestamp(value)
  if (typeof value === 'boolean') return formatBoolean(value)
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'string') return escapeText(value)
  throw new Error(`cannot COPY a value of type ${typeof value}`)
}

const FORMATTERS: Readonly<Record<string, Formatter>> = {
  PgText: formatText,
  PgChar: formatText,
  PgVarchar: formatText,
  PgInteger: formatNumber,
  PgSerial: formatNumber,
  PgSmallInt: formatNumber,
  PgBigInt53: formatNumber,
  PgBigSerial53: formatNumber,
  PgDoublePrecision: formatNumber,
  PgReal: formatNumber,
  PgBoolean: formatBoolean,
  PgTimestamp: formatTimestamp,
  PgJson: formatJson,
  PgJsonb: formatJson,
  PgArray: formatArray,
}

function formatJson(value: unknown): string {
  return value === null || value === undefined ? NULL : escapeText(JSON.stringify(value))
}

// Array literal elements are always quoted, so commas, braces and spaces inside items survive.
function formatArray(value: unknown): string {
  if (value === null || value === undefined) return NULL
  if (!Array.isArray(value)) throw new Error('expected an array')
  const items = value.map((item: unknown) => {
    if (item === null) return 'NULL'
    if (typeof item !== 'string' && typeof item !== 'number') throw new Error('expected array items to be strings or numbers')
    const text = typeof item === 'string' ? item : String(item)
    return `"${text.replace(/["\\]/g, '\\$&')}"`
  })
  return escapeText(`{${items.join(',')}}`)
}

function planFor(table: PgTable): CopyPlan {
  let plan = plans.get(table)
  if (!plan) {
    const { name } = getTableConfig(table)
    // Generated columns (the events search vector) are computed by the database and may not be written.
    const columns = Object.entries(getTableColumns(table)).filter(([, c]) => !(c as { generated?: unknown }).generated)
    const formatters = columns.map(([, c]) => FORMATTERS[c.columnType] ?? formatAny)
    plan = {
      statement: `copy "${name}" (${columns.map(([, c]) => `"${c.name}"`).join(', ')}) from stdin`,
      keys: columns.map(([key]) => key),
      formatters,
    }
    plans.set(table, plan)
  }
  return plan
}

/**
 * COPY text for `rows` (Drizzle insert shapes keyed by property name). Every column must be present:
 * COPY writes NULL, not the column default, for a missing value, so builders fill every column.
 */
export function formatCopyRows(table: PgTable, rows: readonly object[]): string {
  const { keys, formatters } = planFor(table)
  // One flat list of pieces joined once: concatenating field by field builds (and later flattens) a rope
  // of small strings per row, which costs more than the formatting itself.
  const parts: string[] = []
  const width = keys.length
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Record<string, unknown>
    for (let k = 0; k < width; k++) {
      parts.push((formatters[k] as Formatter)(row[keys[k] as string]), k === width - 1 ? '\n' : '\t')
    }
  }
  return parts.join('')
}

/** Where COPY text goes: a node-postgres client (one session) or the PGlite instance. */
export type CopyTarget = { kind: 'postgres'; client: pg.Client } | { kind: 'pglite'; client: PGlite }

// Large enough to keep the number of protocol messages low, small enough not to copy big buffers.
const COPY_MESSAGE_BYTES = 1 << 20

class CopyFromStdin {
  callback?: (error: Error | null) => void
  private error: Error | null = null

  constructor(
    private readonly statement: string,
    private readonly data: string,
  ) {}

  submit(connection: CopyConnection): void {
    connection.query(this.statement)
  }

  handleCopyInResponse(connection: CopyConnection): void {
    const bytes = Buffer.from(this.data, 'utf8')
    for (let offset = 0; offset < bytes.length; offset += COPY_MESSAGE_BYTES) {
      connection.sendCopyFromChunk(bytes.subarray(offset, offset + COPY_MESSAGE_BYTES))
    }
    connection.endCopyFrom()
  }

  handleError(error: Error): void {
    this.error = error
  }

  handleReadyForQuery(): void {
    this.callback?.(this.error)
  }

  // The other backend messages a simple query may bring carry nothing for COPY.
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

type CopyConnection = {
  query: (text: string) => void
  sendCopyFromChunk: (chunk: Buffer) => void
  endCopyFrom: () => void
}

/** Streams COPY text into `table` in the target's current session (and transaction, if one is open). */
export async function copyIntoTable(target: CopyTarget, table: PgTable, text: string): Promise<void> {
  if (text.length === 0) return
  const { statement } = planFor(table)
  if (target.kind === 'pglite') {
    await target.client.query(statement.replace(/from stdin$/, "from '/dev/blob'"), [], { blob: new Blob([text]) })
    return
  }
  const copy = new CopyFromStdin(statement, text)
  await new Promise<void>((resolve, reject) => {
    copy.callback = (error) => (error ? reject(error) : resolve())
    ;(target.client as unknown as { query: (submittable: CopyFromStdin) => void }).query(copy)
  })
}

/** Formats and copies in one step, for small tables. */
export async function copyRows(target: CopyTarget, table: PgTable, rows: readonly object[]): Promise<void> {
  await copyIntoTable(target, table, formatCopyRows(table, rows))
}
