// Issue 19's chaos acceptance, at a count CI can afford: checkouts against `npm start` on PostgreSQL while
// the server is killed with SIGKILL at random points and started again (scripts/chaos-checkout.ts; the
// full run is 200 checkouts, README). Needs TEST_DATABASE_URL; `npm start` builds the app first if needed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { runChaosCheckout } from '../../scripts/chaos-checkout'
import { createPgTestDb, TEST_DATABASE_URL } from '../helpers/test-db'
import { replayLine, testSeed } from '../../scripts/lib/test-seed'

// Within the operations port block (3700-3799).
const PORT = Number(process.env.CHAOS_TEST_PORT ?? 3730)
// `npm test` runs 30 checkouts and 2 kills with a scenario drawn from the run's seed (issue 35; 3 kills
// until the waiting room's tests needed the CI minutes: each kill is a restart of the built app);
// `npm run test:deep` runs 200 and 6, the full count of issue 19.
const CHECKOUTS = Number(process.env.CHAOS_CHECKOUTS ?? 30)
const KILLS = Number(process.env.CHAOS_KILLS ?? 2)
const CHAOS_SEED = testSeed('CHAOS_SEED')

describe.skipIf(!TEST_DATABASE_URL)(
  'Checkout survives kill -9 of the server (needs TEST_DATABASE_URL)',
  () => {
    let database: DbHandle
    beforeAll(async () => {
      database = await createPgTestDb()
    }, 60_000)
    afterAll(async () => {
      await database?.close()
    })

    test(`${CHECKOUTS} checkouts with ${KILLS} SIGKILLs at random points: no paid order lost, no duplicate, no ticket without payment, nothing oversold`, async () => {
      const lines: string[] = []
      const report = await runChaosCheckout({
        databaseUrl: database.databaseUrl!,
        port: PORT,
        checkouts: CHECKOUTS,
        clients: 4,
        kills: KILLS,
        seed: CHAOS_SEED,
        log: (line) => lines.push(line),
      })
      const replay = replayLine({ CHAOS_SEED, CHAOS_CHECKOUTS: CHECKOUTS, CHAOS_KILLS: KILLS }, 'npx vitest run tests/multi-instance/chaos-checkout.pg.test.ts')
      expect(report.failures, `${lines.join('\n')}\n${replay}`).toEqual([])
      expect(report.kills).toBe(KILLS)
      // The run did buy and did sell out, so both the paid path and the refusals went through the crashes.
      expect(report.toldPaid).toBeGreaterThan(0)
      expect(report.soldOut).toBeGreaterThan(0)
      expect(report.otherwise, `${lines.join('\n')}\n${replay}`).toEqual({})
    }, 900_000)
  },
)
