// Imported first by the scripts that open the database or serve (serve.ts, start.ts, prepare-data.ts), so
// that on a test server (TEST_CLOCK_START) every module, Next.js and the embedded database read the
// suite's clock from the start. A bad configuration is left to the script's own start-up check to report.
import { readEnv, type Env } from '@/env'
import { installShiftedDate } from './shifted-date'

let clockStart: Env['clockStart'] = null
try {
  clockStart = readEnv().clockStart
} catch {
  // Reported, with the variable's name, by the start-up check that follows.
}
if (clockStart) installShiftedDate(clockStart)
