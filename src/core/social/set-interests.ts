import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { interestsToRows, normalizeInterests, type Interests } from './interests'
import { replaceInterests } from './social-repository'

/** Replaces the user's interests with a checked selection, in one transaction. */
export async function setInterests({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; interests: Interests }): Promise<Interests> {
  const interests = normalizeInterests(input.interests)
  await db.transaction(async (tx) => replaceInterests(tx, input.userId, interestsToRows(interests), clock.now()))
  return interests
}
