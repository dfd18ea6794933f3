import fs from 'node:fs'

// The run's embedded database lives in a temp folder; nothing is kept between runs.
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR
  if (dir && dir.includes('tessera-e2e-')) fs.rmSync(dir, { recursive: true, force: true })
}
