// `npm test` (issue 35): every test the machine can run, in stages, each timed, then the 15 slowest test
// files of the run, so that anyone sees where the time goes. A failed stage does not stop the later ones
// (a red unit test should not hide a red journey); the command fails if any stage failed.
//   unit     Vitest: pure rules, components, repositories on the embedded database and PostgreSQL
//   servers  Vitest: files that start servers or run the build (multi-instance, operations, start-up)
//   browser  Playwright: API contracts, the attack corpora and browser journeys, one server per worker
// `npm run test:deep` (`--deep`) runs the same with the randomised tests at their full counts.
// The randomised tests (the API fuzz, the ticketing race, the chaos checkout) draw from seeds fixed here and
// printed first, new every run; any of them set in the environment replays a run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { testSeed, type SeedName } from './lib/test-seed'

// Today's full counts (issues 19 and 21), for `npm run test:deep`; a count already set in the environment wins.
const DEEP_COUNTS = { FUZZ_RUNS: '1000', TICKETING_RACE_RUNS: '20', CHAOS_CHECKOUTS: '200', CHAOS_KILLS: '6', LIFECYCLE_RUNS: '200' }

type Stage = { name: string; command: string[]; report: string; kind: 'vitest' | 'playwright' }

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-reports-'))
const bin = (name: string) => path.join('node_modules', '.bin', name)

const STAGES: Stage[] = [
  { name: 'unit', kind: 'vitest', report: path.join(reportDir, 'unit.json'), command: [bin('vitest'), 'run', '--project', 'unit'] },
  { name: 'servers', kind: 'vitest', report: path.join(reportDir, 'servers.json'), command: [bin('vitest'), 'run', '--project', 'servers'] },
  { name: 'browser', kind: 'playwright', report: path.join(reportDir, 'browser.json'), command: [bin('playwright'), 'test'] },
]

function run(stage: Stage): Promise<number> {
  const reporterArgs = stage.kind === 'vitest' ? ['--reporter=default', '--reporter=json', `--outputFile=${stage.report}`] : ['--reporter=list,json']
  const env = stage.kind === 'playwright' ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: stage.report } : process.env
  return new Promise((resolve) => {
    const child = spawn(stage.command[0]!, [...stage.command.slice(1), ...reporterArgs], { stdio: 'inherit', env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

type FileTime = { file: string; seconds: number; stage: string }

function vitestFiles(stage: Stage): FileTime[] {
  const report = JSON.parse(fs.readFileSync(stage.report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] }
  return report.testResults.map((f) => ({ file: path.relative(process.cwd(), f.name), seconds: (f.endTime - f.startTime) / 1000, stage: stage.name }))
}

type PlaywrightSuite = { file: string; specs?: { tests: { results: { duration: number }[] }[] }[]; suites?: PlaywrightSuite[] }

// A spec file's time is the sum of its tests' attempts (its beforeAll hooks count within its first test).
function playwrightFiles(stage: Stage): FileTime[] {
  const report = JSON.parse(fs.readFileSync(stage.report, 'utf8')) as { suites: PlaywrightSuite[]; config: { rootDir: string } }
  const byFile = new Map<string, number>()
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) byFile.set(suite.file, (byFile.get(suite.file) ?? 0) + r.duration / 1000)
    }
    // A describe block declared by a helper (tests/e2e/viewports.ts) names the helper's file: its tests
    // count for the spec file that called it.
    for (const child of suite.suites ?? []) walk({ ...child, file: suite.file })
  }
  for (const suite of report.suites) walk(suite)
  return [...byFile].map(([file, seconds]) => ({ file: path.relative(process.cwd(), path.join(report.config.rootDir, file)), seconds, stage: stage.name }))
}

type VitestReport = {
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[]
}

// The failures of a stage, said again at the very end: CI keeps the tail of a long log, and a flaky test
// that failed once must be nameable afterwards.
function vitestFailures(stage: Stage): string[] {
  const report = JSON.parse(fs.readFileSync(stage.report, 'utf8')) as VitestReport
  const failures: string[] = []
  for (const file of report.testResults) {
    const where = path.relative(process.cwd(), file.name)
    const failed = file.assertionResults.filter((a) => a.status === 'failed')
    for (const a of failed) failures.push(`${stage.name}: ${where} › ${a.fullName}\n      ${(a.failureMessages[0] ?? '').split('\n').slice(0, 6).join('\n      ')}`)
    if (failed.length === 0 && file.status === 'failed') failures.push(`${stage.name}: ${where}\n      ${(file.message ?? '').split('\n').slice(0, 6).join('\n      ')}`)
  }
  return failures
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0).padStart(2, '0')} s`

async function main() {
  if (process.argv.includes('--deep')) {
    for (const [name, count] of Object.entries(DEEP_COUNTS)) process.env[name] ??= count
    console.log(`Deep run: ${Object.keys(DEEP_COUNTS).map((name) => `${name}=${process.env[name]}`).join(' ')}`)
  }
  const seeds = (['FUZZ_SEED', 'RACE_SEED', 'CHAOS_SEED', 'LIFECYCLE_SEED'] as SeedName[]).map((name) => `${name}=${testSeed(name)}`)
  console.log(`Seeds of this run (set them to replay it): ${seeds.join(' ')}`)
  const timings: { name: string; ms: number; code: number }[] = []
  const files: FileTime[] = []
  const failures: string[] = []
  for (const stage of STAGES) {
    const started = performance.now()
    const code = await run(stage)
    timings.push({ name: stage.name, ms: performance.now() - started, code })
    try {
      files.push(...(stage.kind === 'vitest' ? vitestFiles(stage) : playwrightFiles(stage)))
      if (code !== 0 && stage.kind === 'vitest') failures.push(...vitestFailures(stage))
    } catch {
      // A stage that stopped before writing its report has no file times; its exit code says why.
    }
  }
  fs.rmSync(reportDir, { recursive: true, force: true })
  console.log(`\nSeeds of this run: ${seeds.join(' ')}`)
  console.log('\nTest stages:')
  for (const t of timings) console.log(`  ${t.name.padEnd(8)} ${minutes(t.ms).padStart(12)}  ${t.code === 0 ? 'passed' : `FAILED (exit ${t.code})`}`)
  console.log(`  ${'total'.padEnd(8)} ${minutes(timings.reduce((sum, t) => sum + t.ms, 0)).padStart(12)}`)
  console.log('\nThe 15 slowest test files:')
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
    console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.stage.padEnd(8)} ${f.file}`)
  }
  if (failures.length > 0) {
    console.log('\nFailed tests:')
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`)
  }
  process.exit(timings.some((t) => t.code !== 0) ? 1 : 0)
}

void main()
