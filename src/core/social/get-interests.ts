import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { rowsToInterests, type Interests } from './interests'
import { findInterestsByUserId } from './social-repository'

/** The user's picked interests (owner only: the caller checks). */
export async function getInterests({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<Interests> {
  return rowsToInterests(await findInterestsByUserId(db, input.userId))
}
