import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findViewerBySessionTokenHash, type Viewer } from './accounts-repository'
import { hashSessionToken } from './session-token'

export type { Viewer }

/** The signed-in viewer (id and roles) for a session cookie value, or null. */
export async function getViewer({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, sessionToken: string | undefined): Promise<Viewer | null> {
  if (!sessionToken || sessionToken.length > 200) return null
  return findViewerBySessionTokenHash(db, hashSessionToken(sessionToken), clock.now())
}
