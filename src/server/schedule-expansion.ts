// Schedule rules expanded off the request thread, within a time budget (issue 39 finding 2): a rule such as
// FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=1 has no date, and rrule looked for one until year 9999 (17–20 s
// during which every other request waited). One worker thread takes one rule at a time; a rule that takes
// longer than the budget is refused as a 400 and its thread is stopped and replaced. Starting the thread
// (loading rrule) is not counted against a rule's budget.
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { ScheduleRuleError } from '@/core/creators/schedule-rules'
import type { ScheduleExpander } from '@/core/shared/core-deps'
import type { ExpansionAnswer } from './schedule-expansion-worker'

/** A real schedule (200 dates at most) expands in a few milliseconds; a rule that needs more is refused. */
export const SCHEDULE_EXPANSION_BUDGET_MS = 50

/**
 * The budget on a machine this busy: 50 ms on an idle one, stretched by the load per core (at most 20×) so
 * that a real rule is not refused because the thread waited for a core. Nothing else waits meanwhile: the
 * rule runs on its own thread.
 */
export function computeExpansionBudgetMs(): number {
  const loadPerCore = os.loadavg()[0]! / Math.max(1, os.availableParallelism())
  return Math.round(SCHEDULE_EXPANSION_BUDGET_MS * Math.min(20, Math.max(1, loadPerCore)))
}

// Found by path at run time, not bundled: the thread runs the TypeScript source with tsx, as the server does
// (registered inside the thread: a worker does not take `--import` from its options).
const WORKER_FILE = path.join(process.cwd(), 'src', 'server', 'schedule-expansion-worker.ts')
const BOOT = `require('tsx/cjs/api').register(); require(${JSON.stringify(WORKER_FILE)})`

let ready: Promise<Worker> | null = null
let queue: Promise<unknown> = Promise.resolve()

function startWorker(): Promise<Worker> {
  const worker = new Worker(BOOT, { eval: true })
  worker.unref()
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker))
    worker.once('error', reject)
  })
}

async function expandOnce(rule: string, defaultLocalStart: string): Promise<string[]> {
  ready ??= startWorker()
  let worker: Worker
  try {
    worker = await ready
  } catch (error) {
    ready = null
    throw error
  }
  const budget = computeExpansionBudgetMs()
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.removeAllListeners('message')
      ready = null
      void worker.terminate()
      reject(new ScheduleRuleError('The rule needs too much work to find its dates: check that its parts can match a date, or give the dates as RDATE.'))
    }, budget)
    worker.once('message', (answer: ExpansionAnswer) => {
      clearTimeout(timer)
      if (answer.ok) resolve(answer.dates)
      else reject(answer.ruleError ? new ScheduleRuleError(answer.message) : new Error(answer.message))
    })
    worker.postMessage({ rule, defaultLocalStart })
  })
}

/** Starts the thread ahead of the first rule (at the server's start), so no request waits for it to load. */
export function prewarmScheduleExpansion(): void {
  ready ??= startWorker()
  ready.catch(() => {
    ready = null
  })
}

/** The server's ScheduleExpander: one rule at a time, each within the budget. */
export const expandScheduleInWorker: ScheduleExpander = (rule, defaultLocalStart) => {
  const run = queue.then(() => expandOnce(rule, defaultLocalStart))
  queue = run.catch(() => undefined)
  return run
}
