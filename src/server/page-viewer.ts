// The signed-in viewer of a server-rendered page (pages see cookies, not a Request), so that lists and
// event pages show the viewer's own saves (saves.saved_by_you).
import 'server-only'
import { cookies } from 'next/headers'
import { getViewerId } from '@/core/accounts/get-viewer-id'
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE } from '@/core/accounts/session-token'
import type { CoreDeps } from '@/core/shared/core-deps'

/** The viewer's user id from the session cookie, or null for visitors. */
export async function getPageViewerId(deps: Pick<CoreDeps, 'db' | 'clock'>): Promise<number | null> {
  const store = await cookies()
  const token = store.get(SESSION_COOKIE_SECURE)?.value ?? store.get(SESSION_COOKIE_LOCAL)?.value
  return getViewerId(deps, token)
}
