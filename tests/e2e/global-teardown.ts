import fs from 'node:fs'

// The run's embedded database lives in a temp folder; nothing is kept between runs.
export default function globalTeardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_CONCIERGE_DATA_DIR, process.env.E2E_DOMAIN_DATA_DIR]) {
    if (dir && dir.includes('tessera-e2e-')) fs.rmSync(dir, { recursive: true, force: true })
  }
}
