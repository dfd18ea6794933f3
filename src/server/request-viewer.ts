// Access checks for endpoint modules (ARCHITECTURE §8: every resource checks its owner or role). They read
// only the web Request, so our server can run them outside Next.js (src/server/router.ts).
import 'server-only'
import { getViewer, type Viewer } from '@/core/accounts/get-viewer'
import { AppError } from '@/core/shared/app-error'
import { getDeps } from './get-deps'
import { readSessionToken } from './session-cookie'

export async function getRequestViewer(request: Request): Promise<Viewer | null> {
  return getViewer(await getDeps(), readSessionToken(request))
}

/** The signed-in viewer, or a 401. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getRequestViewer(request)
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Log in to do this.')
  return viewer
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
