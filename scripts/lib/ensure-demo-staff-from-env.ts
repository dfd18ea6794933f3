import type { DbHandle } from '@/db/create-db'
import { ensureDemoStaff } from '@/core/accounts/ensure-demo-staff'
import { systemClock } from '@/core/shared/core-deps'
import type { Env } from '@/env'

/** With DEMO_STAFF_EMAIL and DEMO_STAFF_PASSWORD set, makes sure that staff account exists (demo and test servers). */
export async function ensureDemoStaffFromEnv(handle: DbHandle, config: Env): Promise<void> {
  if (!config.demoStaff) return
  const { created } = await ensureDemoStaff({ db: handle.db, clock: systemClock }, { ...config.demoStaff, fullName: 'Demo Staff' })
  process.stderr.write(`tessera: demo staff account ${config.demoStaff.email} ${created ? 'created' : 'updated'}\n`)
}
