// Playwright drives Debian's Chromium (never a downloaded browser). Without it, browser tests are
// reported as skipped, not passed.
import fs from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const HAS_CHROMIUM = fs.existsSync(CHROMIUM_PATH)
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
