// Structured logs (issue 24): one JSON line per record through pino, with the level, the time, and the
// current request's correlation id, route and user id; redacted (log-redaction.ts). On the Local stage the
// lines are printed readably instead (pino-pretty is a development tool; a dozen lines do here).
import pino from 'pino'
import { currentRequestContext } from '@/core/shared/request-context'
import { env } from '@/env'
import { redactLogFields, SAFE_LOG_FIELDS, scrubText } from './log-redaction'

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent'
export type LogDestination = { write(line: string): void }
export type Logger = pino.Logger

/** One JSON log line as a short readable line: time, level, message, then the other fields. */
export function formatPrettyLine(jsonLine: string): string {
  let record: Record<string, unknown>
  try {
    record = JSON.parse(jsonLine) as Record<string, unknown>
  } catch {
    return jsonLine
  }
  const { level, time, msg, correlationId, ...rest } = record
  const clock = typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : ''
  const name = String(level).toUpperCase().padEnd(5)
  const extra = Object.entries(rest)
    .filter(([key]) => key !== 'pid' && key !== 'hostname')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ')
  const id = typeof correlationId === 'string' ? ` [${correlationId.slice(0, 8)}]` : ''
  return `${clock} ${name}${id} ${typeof msg === 'string' ? msg : ''}${extra ? `  ${extra}` : ''}\n`
}

function prettyDestination(out: LogDestination): LogDestination {
  return { write: (line) => out.write(formatPrettyLine(line)) }
}

const NOTHING: Record<string, never> = Object.freeze({})
/** The message of the per-request line: a constant, so it needs no scrubbing. */
export const REQUEST_MESSAGE = 'request'

// Lines are written to stdout in batches of about 32 KB, from a buffer flushed at least every
// FLUSH_EVERY_MS and when the process exits: a write per line (a system call per request) cost a busy
// instance more than the 5% issue 24 allows, while a line still shows within a fraction of a second.
// The batching is ours, not sonic-boom's minLength: sonic-boom measures the byte length of its whole
// pending buffer on every line, a cost that grows with the batch. Every line, pino's and the request
// line alike, passes through the one buffer, so lines keep their order.
const FLUSH_EVERY_MS = 200
const FLUSH_AT_CHARS = 32 * 1024

/** Lines gathered into one write of about FLUSH_AT_CHARS; `flush` hands them on at once. */
export function createBatchedDestination(out: LogDestination, flushAtChars = FLUSH_AT_CHARS): LogDestination & { flush(): void } {
  let lines: string[] = []
  let pending = 0
  const flush = () => {
    if (lines.length === 0) return
    const batch = lines.length === 1 ? lines[0]! : lines.join('')
    lines = []
    pending = 0
    out.write(batch)
  }
  return {
    write(line) {
      lines.push(line)
      pending += line.length
      if (pending >= flushAtChars) flush()
    },
    flush,
  }
}

function bufferedStdout(): LogDestination {
  const out = pino.destination({ dest: 1, sync: false, maxWrite: 4 * FLUSH_AT_CHARS })
  // stdout gone (EPIPE: whoever read it has exited): lines are dropped, not thrown as uncaught errors.
  let broken = false
  out.on('error', () => {
    broken = true
  })
  const batched = createBatchedDestination({ write: (chunk) => void (broken || out.write(chunk)) })
  setInterval(() => batched.flush(), FLUSH_EVERY_MS).unref()
  process.once('exit', () => {
    try {
      batched.flush()
      out.flushSync()
    } catch {
      // A write still in flight when the process exits: its lines are already on their way.
    }
  })
  return batched
}

/** The destination of each logger and its format, for the hand-written request line. */
const requestLineDestinations = new WeakMap<Logger, { out: LogDestination; pretty: boolean }>()

export function createLogger(options: { level: LogLevel; pretty: boolean; destination?: LogDestination }): Logger {
  const out: LogDestination = options.destination ?? bufferedStdout()
  const log = pino(
    {
      level: options.level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.epochTime,
      // The request context rides on every line written while a request is served.
      // A record that brings them itself (the per-request line) gets nothing added, and no allocation.
      mixin(fields) {
        const context = currentRequestContext()
        if (!context || SAFE_LOG_FIELDS in fields) return NOTHING
        return { correlationId: context.correlationId, route: context.route, userId: context.userId }
      },
      // pino merges a record into the mixin's object; NOTHING means "the record as it is".
      mixinMergeStrategy: (fields, added) => (added === NOTHING ? fields : Object.assign(added, fields)),
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => (SAFE_LOG_FIELDS in fields ? fields : (redactLogFields(fields) as Record<string, unknown>)),
      },
      hooks: {
        // Messages are free text: scrubbed like any string field.
        logMethod(args, method) {
          if (args.length === 2 && args[1] === REQUEST_MESSAGE) return method.apply(this, args)
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>)
        },
      },
    },
    options.pretty ? prettyDestination(out) : out,
  )
  requestLineDestinations.set(log, { out, pretty: options.pretty })
  return log
}

/** The fields of the per-request line; all ours but the path, which the caller has scrubbed. */
export type RequestLine = {
  correlationId: string
  method: string
  route: string
  path: string
  status: number
  durationMs: number
  userId?: string | number | undefined
}

/**
 * Writes the per-request line at `level` (the caller has checked it is enabled). The line is written by
 * hand, in the shape pino writes (level, time, fields, msg), or as the readable line formatPrettyLine
 * makes of it: it is the one line written for every request, and pino's general path (mixin, formatters,
 * hooks, a serialiser walking the fields, and for pretty output a JSON parse back) cost the benchmark's
 * fast rows more than the 5% issue 24 allows.
 */
export function writeRequestLine(log: Logger, level: 'info' | 'debug', line: RequestLine): void {
  const destination = requestLineDestinations.get(log)
  if (!destination) {
    log[level]({ [SAFE_LOG_FIELDS]: true, ...line }, REQUEST_MESSAGE)
    return
  }
  const time = Date.now()
  destination.out.write(destination.pretty ? formatPrettyRequestLine(level, time, line) : formatJsonRequestLine(level, time, line))
}

/** The per-request line as pino would write it. */
export function formatJsonRequestLine(level: string, time: number, line: RequestLine): string {
  const user = line.userId === undefined ? '' : `,"userId":${JSON.stringify(line.userId)}`
  return `{"level":"${level}","time":${time},"correlationId":${JSON.stringify(line.correlationId)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"path":${JSON.stringify(line.path)},"status":${line.status},"durationMs":${line.durationMs}${user},"msg":"${REQUEST_MESSAGE}"}\n`
}

/** The per-request line as formatPrettyLine shows the JSON one. */
export function formatPrettyRequestLine(level: string, time: number, line: RequestLine): string {
  const user = line.userId === undefined ? '' : ` userId=${typeof line.userId === 'string' ? line.userId : JSON.stringify(line.userId)}`
  return `${new Date(time).toISOString().slice(11, 23)} ${level.toUpperCase().padEnd(5)} [${line.correlationId.slice(0, 8)}] ${REQUEST_MESSAGE}  method=${line.method} route=${line.route} path=${line.path} status=${line.status} durationMs=${line.durationMs}${user}\n`
}

let processLogger: Logger | undefined
/** The process's logger, configured by LOG_LEVEL, LOG_FORMAT and DEPLOYMENT_STAGE. */
export function logger(): Logger {
  processLogger ??= createLogger(env().logging)
  return processLogger
}
