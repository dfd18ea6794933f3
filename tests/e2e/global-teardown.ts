import fs from 'node:fs'

// The run's template database lives in a temp folder (each worker removes its own copy); nothing is kept.
export default function globalTeardown() {
  const dir = process.env.E2E_TEMPLATE_DIR
  if (dir && dir.includes('tessera-e2e-template-')) fs.rmSync(dir, { recursive: true, force: true })
}
