import path from 'node:path'
import { defineConfig, defineProject, mergeConfig } from 'vitest/config'

// Files that start `npm start`, scripts/serve.ts or `next build`, or spawn our scripts: minutes of child
// processes, run as a stage of their own (`npm run test:servers`); everything else is `npm run test:unit`.
const SERVER_FILES = [
  'tests/multi-instance/**/*.test.ts',
  'tests/operations/**/*.test.ts',
  'scripts/start-config.test.ts',
  'scripts/make-staff.test.ts',
  'scripts/ledger-check.test.ts',
  'src/db/database-unavailable.test.ts',
]

// What both projects share. The root has it too: the global setup is loaded with the root's aliases.
const shared = defineProject({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
    },
  },
  test: {
    setupFiles: ['tests/helpers/vitest-setup.ts'],
    // PGlite costs ~0.5 GB and ~2 s per instance: one per file, few files at once on 2 cores.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // In the root only, so that it runs once for both projects, which inherit what it provides.
      globalSetup: ['tests/helpers/vitest-global-setup.ts'],
      maxWorkers: 2,
      projects: [
        mergeConfig(
          shared,
          defineProject({
            test: {
              name: 'unit',
              include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
              exclude: ['tests/e2e/**', 'node_modules/**', ...SERVER_FILES],
            },
          }),
        ),
        mergeConfig(shared, defineProject({ test: { name: 'servers', include: SERVER_FILES } })),
      ],
    },
  }),
)
