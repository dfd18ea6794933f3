import { ensureBuilt } from '../../scripts/lib/ensure-built'
import { prepareTemplate } from './support/test-servers'

// Before any worker starts its server (issue 35): build the app once if the sources changed, and migrate
// and seed the template database once; each worker's server starts from a copy of it, never seeding again.
export default async function globalSetup() {
  if (process.env.E2E_REUSE_SERVER === '1') return
  ensureBuilt()
  process.env.E2E_TEMPLATE_DIR = await prepareTemplate()
}
