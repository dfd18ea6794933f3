// Access checks for endpoint modules (ARCHITECTURE §8: every resource checks its owner or role). They read
// only the web Request, so our server can run them outside Next.js (src/server/router.ts).
//
// A request with `Authorization: Bearer …` is the key's, never the session's (decision 065): the bearer
// gate (http/bearer-gate.ts) has already checked the key, its scope and its rate limit for the mount row,
// and left its principal beside the Request; without one (a path the gate did not pass), the request is
// nobody's, whatever cookie it also carries.
import 'server-only'
import { getViewer, type Viewer } from '@/core/accounts/get-viewer'
import type { Manager } from '@/core/creators/managed-event-access'
import { findManagedTeam } from '@/core/creators/team-access'
import { hasBearerScheme } from '@/core/integrations/api-key-secret'
import { AppError } from '@/core/shared/app-error'
import { getDeps } from './get-deps'
import { apiKeyPrincipalOf } from './http/api-key-principal'
import { readSessionToken } from './session-cookie'

/** The viewer, and for an API key the organization it is limited to. */
export type RequestViewer = Viewer & { apiKeyOrganizerId?: number }

export async function getRequestViewer(request: Request): Promise<RequestViewer | null> {
  if (hasBearerScheme(request.headers.get('authorization'))) {
    const principal = apiKeyPrincipalOf(request)
    // A key never acts as staff, whatever its creator is.
    return principal ? { id: principal.userId, publicId: principal.publicId, isStaff: false, hasTikibar: false, apiKeyOrganizerId: principal.organizerId } : null
  }
  return getViewer(await getDeps(), readSessionToken(request))
}

/** The signed-in viewer, or a 401. */
export async function requireViewer(request: Request): Promise<RequestViewer> {
  const viewer = await getRequestViewer(request)
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Log in to do this.')
  return viewer
}

/**
 * The signed-in viewer acting for their organization, or a 401. A key acts for its own organization only,
 * the one its creator still manages (decision 065): once the creator no longer does, a 403, so a use case
 * that finds "my organization" from the user never reaches another one through an old key.
 */
export async function requireOrganizationViewer(request: Request): Promise<RequestViewer> {
  const viewer = await requireViewer(request)
  if (viewer.apiKeyOrganizerId !== undefined && (await findManagedTeam((await getDeps()).db, viewer.id))?.organizerId !== viewer.apiKeyOrganizerId) {
    throw new AppError('FORBIDDEN', 'This API key’s organization is no longer its creator’s own.')
  }
  return viewer
}

/** Who asks about an event (managed-event-access.ts): a key is held to its own organization's events. */
export function managerOf(viewer: RequestViewer): Manager {
  return viewer.apiKeyOrganizerId === undefined ? { userId: viewer.id, isStaff: viewer.isStaff } : { userId: viewer.id, isStaff: false, organizerId: viewer.apiKeyOrganizerId }
}

/** The viewer when they are the user named by `publicId`, else 401/403: nobody reads or changes another's data. */
export async function requireSelf(request: Request, publicId: string): Promise<Viewer> {
  const viewer = await requireViewer(request)
  if (viewer.publicId !== publicId) throw new AppError('FORBIDDEN', 'You can only see and change your own account.')
  return viewer
}

/** A staff viewer, else 401/403. */
export async function requireStaff(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request)
  if (!viewer.isStaff) throw new AppError('FORBIDDEN', 'This is for staff only.')
  return viewer
}
