// `npm run user:make-staff -- email [--tikibar]`: gives an existing account the staff role (spec §6).
// Works on PostgreSQL (DATABASE_URL) at any time, and on the embedded database while the server is stopped.
import { parseArgs } from 'node:util'
import { makeStaff } from '@/core/accounts/make-staff'
import { isAppError } from '@/core/shared/app-error'
import { exitWithStartupError, migrateDatabase, openConfiguredDatabase } from './lib/prepare-database'

async function main() {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { tikibar: { type: 'boolean', default: false } }, allowPositionals: true })
  const email = positionals[0]
  if (!email || positionals.length > 1) {
    process.stderr.write('Usage: npm run user:make-staff -- someone@example.com [--tikibar]\n')
    process.exit(2)
  }
  const { handle } = await openConfiguredDatabase()
  try {
    await migrateDatabase(handle)
    const { publicId } = await makeStaff({ db: handle.db }, { email, hasTikibar: values.tikibar })
    process.stdout.write(`tessera: ${email} (user ${publicId}) is now staff${values.tikibar ? ' with Tikibar' : ''}\n`)
  } catch (error) {
    if (isAppError(error)) {
      process.stderr.write(`tessera: ${error.message}\n`)
      process.exitCode = 1
      return
    }
    throw error
  } finally {
    await handle.close()
  }
}

main().catch(exitWithStartupError)
