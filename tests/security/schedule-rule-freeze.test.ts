// Issue 39 finding 2: the server's schedule expander stops a rule that looks for a date that never comes
// within its budget, answers real rules as before, and keeps the request thread free meanwhile.
import { expect, test } from 'vitest'
import { ScheduleRuleError } from '@/core/creators/schedule-rules'
import { computeExpansionBudgetMs, expandScheduleInWorker, SCHEDULE_EXPANSION_BUDGET_MS } from '@/server/schedule-expansion'

test('A rule with no date is refused within the budget, and the thread that asked stays free meanwhile', async () => {
  // The first call also starts the worker thread: its start is not part of any rule's budget.
  expect(await expandScheduleInWorker('DTSTART:20300305T183000\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3', '2030-03-05T18:30:00')).toEqual([
    '2030-03-05T18:30:00',
    '2030-03-12T18:30:00',
    '2030-03-19T18:30:00',
  ])
  let ticks = 0
  const ticker = setInterval(() => ticks++, 5)
  const started = performance.now()
  const refused = await expandScheduleInWorker('RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=1', '2030-01-01T19:00:00').catch((error: unknown) => error)
  const took = performance.now() - started
  clearInterval(ticker)
  expect(refused).toBeInstanceOf(ScheduleRuleError)
  expect((refused as Error).message).toMatch(/too much work/)
  expect(took).toBeGreaterThanOrEqual(SCHEDULE_EXPANSION_BUDGET_MS - 1)
  expect(took).toBeLessThan(computeExpansionBudgetMs() + 2000)
  expect(ticks).toBeGreaterThan(2)
  // The replacement thread answers the next rule, and a rule's own mistake is still a ScheduleRuleError.
  expect(await expandScheduleInWorker('RRULE:FREQ=DAILY;COUNT=2', '2030-01-01T19:00:00')).toEqual(['2030-01-01T19:00:00', '2030-01-02T19:00:00'])
  await expect(expandScheduleInWorker('RRULE:FREQ=DAILY', '2030-01-01T19:00:00')).rejects.toThrow(/must end/)
}, 60_000)
