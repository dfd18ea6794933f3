// A process whose `Date` reads another instant (issue 35): test servers, the embedded database inside
// them (PGlite's now() asks the same Date), and the Playwright runner all start at the suite's fixed
// instant and run forward at the real pace, as if the machine's clock said so.

const SHIFTED = Symbol.for('tessera.shiftedDate')
const REAL = Symbol.for('tessera.realDate')

type MaybeShifted = DateConstructor & { [SHIFTED]?: boolean; [REAL]?: DateConstructor }

/**
 * Makes this process's `Date` read `startMs` at the real moment `anchorMs`. A constant shift of the real
 * clock, not a frozen or ticking fake: durations measured with Date stay true, timers are untouched, and
 * two processes given the same two numbers agree to the millisecond however busy the machine is (a
 * ticking fake such as @sinonjs/fake-timers' shouldAdvanceTime falls behind when its interval is late).
 * Installed once; a second call keeps the first shift.
 */
export function installShiftedDate({ startMs, anchorMs }: { startMs: number; anchorMs: number }): void {
  const RealDate = Date as MaybeShifted
  if (RealDate[SHIFTED]) return
  const shiftMs = startMs - anchorMs
  const now = () => RealDate.now() + shiftMs
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    // Called without `new`, Date answers the current time as text.
    if (!new.target) return new RealDate(now()).toString()
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date
  }
  ShiftedDate.prototype = RealDate.prototype
  Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC, [SHIFTED]: true, [REAL]: RealDate })
  globalThis.Date = ShiftedDate as unknown as DateConstructor
}

/**
 * Runs `work` with the real `Date` in place: for a library call that stamps a record with the time and
 * compares it later with a clock of its own that is not shifted (Playwright's browser clock compares the
 * runner's Date.now() with the browser's). Nothing else of ours runs meanwhile in the callers that use it.
 */
export async function withRealDate<T>(work: () => Promise<T>): Promise<T> {
  const shifted = Date as MaybeShifted
  const real = shifted[REAL]
  if (!real) return work()
  globalThis.Date = real
  try {
    return await work()
  } finally {
    globalThis.Date = shifted
  }
}
