// The suite's clock (issue 35): every server under test, the test runner and each browser read the same
// instant, TEST_CLOCK_START, at the same real moment, the run's anchor, and run forward from there. The
// demo data is generated for that instant, so a journey sees the same events on a Saturday night, on New
// Year's Eve and in any time zone. The instant is a Wednesday morning in New York in a month without a
// clock change in the demo data's window (two weeks before to two months after), and after the day the
// suite was written, so that rows the database dates itself are never "in the future".
import { installShiftedDate } from '../../../scripts/lib/shifted-date'

export const DEFAULT_TEST_CLOCK_START = '2027-01-13T15:00:00Z'

/** The run's clock settings, fixed by the first process that asks (the runner, before any worker). */
export function testClockSettings(): { start: string; startMs: number; anchorMs: number } {
  const start = (process.env.TEST_CLOCK_START ||= DEFAULT_TEST_CLOCK_START)
  process.env.TEST_CLOCK_ANCHOR_MS ||= String(Date.now())
  const startMs = Date.parse(start)
  if (Number.isNaN(startMs)) throw new Error(`TEST_CLOCK_START is not an instant: ${start}`)
  return { start, startMs, anchorMs: Number(process.env.TEST_CLOCK_ANCHOR_MS) }
}

/** Makes this process (the runner or a worker) read the suite's clock, as its servers do. */
export function installSuiteClock(): void {
  installShiftedDate(testClockSettings())
}
