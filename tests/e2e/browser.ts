// Playwright drives Debian's Chromium (never a downloaded browser). Without it, browser tests are
// reported as skipped, not passed.
import fs from 'node:fs'

// Debian's headless shell (package chromium-headless-shell, the same Chromium without the desktop browser
// around it) when it is installed: a journey costs it about half the CPU of the full browser in headless
// mode (decision 054). The full browser otherwise.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
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
