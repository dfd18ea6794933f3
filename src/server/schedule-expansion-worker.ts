// The thread that expands clients' schedule rules (src/server/schedule-expansion.ts): rrule can walk to
// year 9999 looking for a date that never comes, so it runs here, where the server can stop it.
import { parentPort } from 'node:worker_threads'
import { expandRecurrenceRule, ScheduleRuleError } from '@/core/creators/schedule-rules'

export type ExpansionJob = { rule: string; defaultLocalStart: string }
export type ExpansionAnswer = { ok: true; dates: string[] } | { ok: false; ruleError: boolean; message: string }

parentPort?.on('message', (job: ExpansionJob) => {
  let answer: ExpansionAnswer
  try {
    answer = { ok: true, dates: expandRecurrenceRule(job.rule, job.defaultLocalStart) }
  } catch (error) {
    answer = { ok: false, ruleError: error instanceof ScheduleRuleError, message: (error as Error).message }
  }
  parentPort!.postMessage(answer)
})
// Warmed before it says it is ready, so a rule's budget is not spent compiling rrule's code.
for (let i = 0; i < 20; i++) expandRecurrenceRule('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=200', '2030-01-01T19:00:00')
parentPort?.postMessage('ready')
