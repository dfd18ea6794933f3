// GET /readyz (issue 24): the database answers and holds this build's migrations. The load balancer's
// health check (docs/operations.md): 200 {"status":"ready"} or 503 {"status":"not_ready"} with the reason.
import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { checkReadiness, type Readiness } from '@/core/operations/check-readiness'
import { MIGRATIONS_FOLDER } from '@/db/migrate'
import { getDeps } from '@/server/get-deps'
import { processReplicaHealth, startUpCachesWarm } from '@/server/process-database'
import type { Endpoint } from '@/server/api-handler'
import { z } from 'zod'

export const readyzEndpoint = {
  method: 'GET',
  path: '/readyz/',
  summary: 'Readiness probe: the database answers and holds this build\'s migrations',
  description:
    'The load balancer\'s health check. 200 with status "ready", or 503 with the same body and status "not_ready" ' +
    '(database unavailable, migrations behind, start-up caches still "warming", or, with reason "shutting_down", an instance draining on SIGTERM).',
  tags: ['operations'],
  response: z.object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['ok', 'unavailable']),
    migrations: z.enum(['current', 'behind', 'unknown']),
    caches: z.enum(['warm', 'warming']),
    replicas: z
      .array(z.object({ name: z.string(), state: z.enum(['in_use', 'lagging', 'unreachable', 'starting']), lag_ms: z.number().int().nullable() }))
      .describe('Each read replica (DATABASE_REPLICA_URLS) and whether reads use it; a lagging or unreachable one never makes the instance not ready: its reads go to the primary.'),
  }),
  errors: [],
} satisfies Endpoint

const HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }
// Beyond this the database counts as unavailable: a health check must answer before the balancer gives up.
const CHECK_TIMEOUT_MS = 2000

let expectedMigrationTime: number | undefined
// The newest migration this build ships, read once from the drizzle journal that `npm start` applies.
function readExpectedMigrationTime(): number {
  if (expectedMigrationTime === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[]
    }
    expectedMigrationTime = Math.max(...journal.entries.map((entry) => entry.when))
  }
  return expectedMigrationTime
}

const UNAVAILABLE: Readiness = { ready: false, database: 'unavailable', migrations: 'unknown', caches: 'warming' }

export async function GET(): Promise<Response> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve(UNAVAILABLE), CHECK_TIMEOUT_MS)
  })
  const check = getDeps().then(
    (deps) => checkReadiness(deps, { expectedMigrationTime: readExpectedMigrationTime(), cachesWarm: startUpCachesWarm() }),
    () => UNAVAILABLE,
  )
  const readiness = await Promise.race([check, timeout])
  clearTimeout(timer)
  const replicas = (await processReplicaHealth()).map(({ name, state, lagMs }) => ({ name, state, lag_ms: lagMs }))
  const body = { status: readiness.ready ? 'ready' : 'not_ready', database: readiness.database, migrations: readiness.migrations, caches: readiness.caches, replicas }
  return new Response(JSON.stringify(body), { status: readiness.ready ? 200 : 503, headers: HEADERS })
}
