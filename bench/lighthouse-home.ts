// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and CPU) on the home page, in Debian's
// Chromium with the flags the browser tests use (issue 4 acceptance: performance ≥ 95, accessibility ≥ 95).
// Median of RUNS runs, since simulated throttling still varies with the machine's load.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser'
import { startHomeServer } from './lib/home-server'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
export const LIGHTHOUSE_BUDGET = 95

type Scores = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number }

async function runOnce(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error('Lighthouse returned nothing')
    const { categories, audits } = result.lhr
    const num = (id: string) => audits[id]?.numericValue ?? NaN
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
    }
  } finally {
    chrome.kill()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function main() {
  const server = await startHomeServer()
  try {
    // Warm the per-place cache and the image optimizer's cache, as a running site has them.
    await fetch(`${server.base}/`)
    const runs: Scores[] = []
    for (let i = 0; i < RUNS; i++) {
      const s = await runOnce(`${server.base}/`)
      runs.push(s)
      console.log(
        `run ${i + 1}: performance ${s.performance}, accessibility ${s.accessibility}, FCP ${s.fcp.toFixed(0)} ms, LCP ${s.lcp.toFixed(0)} ms, TBT ${s.tbt.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}`,
      )
    }
    const perf = median(runs.map((r) => r.performance))
    const a11y = median(runs.map((r) => r.accessibility))
    console.log(`home Lighthouse (mobile, median of ${RUNS}): performance ${perf}, accessibility ${a11y} (budget ${LIGHTHOUSE_BUDGET})`)
    if (perf < LIGHTHOUSE_BUDGET || a11y < LIGHTHOUSE_BUDGET) process.exitCode = 1
  } finally {
    server.stop()
  }
}

void main()
