// Runs once per `vitest run`, before any test file (vitest.config.ts): migrates the databases that
// createTestDb and createPgTestDb copy (tests/helpers/test-db.ts), and removes them when the run ends.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createMigratedPgTemplate, TEST_DATABASE_URL, writeMigratedPgliteDump } from './test-db'

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-vitest-'))
  const dumpFile = path.join(dir, 'migrated-pglite.tar')
  // Both at once: the PGlite migrates in this process while PostgreSQL works in its own.
  const [dumped, migrated] = await Promise.allSettled([
    writeMigratedPgliteDump(dumpFile),
    TEST_DATABASE_URL ? createMigratedPgTemplate() : null,
  ])
  const template = migrated.status === 'fulfilled' ? migrated.value : null
  const teardown = async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    await template?.drop()
  }
  const failed = [dumped, migrated].find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    await teardown()
    throw failed.reason
  }
  project.provide('migratedPgliteDumpFile', dumpFile)
  project.provide('migratedPgTemplate', template?.name ?? null)
  return teardown
}
