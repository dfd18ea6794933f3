// Staff mailbox API: the emails the site has queued or sent (outbox), to read a user's mail in support
// and in tests. The route file only re-exports the handler; the contract is re-exported here beside it.
import 'server-only'
import { listMailboxEmails } from '@/core/mail/list-mailbox-emails'
import { AppError } from '@/core/shared/app-error'
import { handleGet } from '@/server/api-handler'
import { adminMailboxEndpoint } from '@/server/api-schemas/mailbox-schemas'
import { getDeps } from '@/server/get-deps'
import { getRequestViewer } from '@/server/request-viewer'

export { adminMailboxEndpoint }

/** Staff only; anyone else (signed in or not) is told there is nothing here, as for the staff pages. */
export async function requireMailboxStaff(request: Request) {
  const viewer = await getRequestViewer(request)
  if (!viewer?.isStaff) throw new AppError('NOT_FOUND', 'Not found.')
  return viewer
}

export const GET = handleGet(adminMailboxEndpoint, async (query, request) => {
  await requireMailboxStaff(request)
  return listMailboxEmails(await getDeps(), { to: query.to, kind: query.kind, limit: 100 })
})
