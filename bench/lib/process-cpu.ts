// Per-process CPU time from /proc, for the benchmarks that share a machine's cores between the server,
// PostgreSQL and their own load generator (bench:checkout, bench:onsale).
import fs from 'node:fs'

// /proc's CPU times are in clock ticks, 100 a second on Linux.
export const TICKS_PER_SECOND = 100

/** The CPU time of each process named postgres (the postmaster, its backends and helpers), from /proc. */
export function readPostgresCpuSeconds(): Map<string, number> {
  const seconds = new Map<string, number>()
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    const close = stat.lastIndexOf(')')
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue
    // After "pid (comm) ": state, then … utime and stime, the 14th and 15th fields of the line.
    const fields = stat.slice(close + 2).split(' ')
    seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND)
  }
  return seconds
}

/** PostgreSQL's CPU between two readings: a backend that started meanwhile counts whole, one that ended is missed. */
export function postgresSecondsBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0)
  return total
}
