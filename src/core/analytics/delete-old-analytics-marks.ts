import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteAnalyticsMarksBefore } from './analytics-repository'

/** A mark only matters within its half-hour window: a day on, it is forgotten (the housekeeping loop). */
export async function deleteOldAnalyticsMarks({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>): Promise<void> {
  await deleteAnalyticsMarksBefore(db, new Date(clock.now().getTime() - 86_400_000))
}
