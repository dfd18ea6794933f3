// The creator overview (issue 20): a signed-in creator's upcoming events, this week's sales and next
// steps (drafts among them as decision 056 allows), for /organizer/overview, /manage/ (manage overview active) and /organizations/home (creator home
// flag on). Only the viewer's own events are read.
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeDraftsToRemind, computeNextSteps, type NextStep } from './creator-overview-rules'
import { findOwnedSalesSince } from './creator-dashboards-repository'
import { findOwnedDraftReminderCandidates } from './creator-drafts-repository'
import { computeSalesFigures } from './event-sales-report'
import { listMyEvents, type MyEventSummary } from './list-my-events'
import { findOwnOrganizer } from './organizer-profile-repository'

export type CreatorOverview = {
  organizerName: string | null
  upcoming: MyEventSummary[]
  draftCount: number
  /**
   * The last seven days' sales per currency: orders paid then that are still sales (refunded and
   * cancelled ones are not), the tickets they hold and their net ticket money from the ledger.
   */
  weekSales: { currency: string; orders: number; tickets: number; netMinor: number }[]
  nextSteps: NextStep[]
}

export async function getCreatorOverview({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number }): Promise<CreatorOverview> {
  const now = clock.now()
  const [mine, profile, weekSales, drafts] = await Promise.all([
    listMyEvents({ db, clock }, input),
    findOwnOrganizer(db, input.userId),
    findOwnedSalesSince(db, input.userId, new Date(now.getTime() - 7 * 24 * 3600 * 1000)),
    findOwnedDraftReminderCandidates(db, input.userId),
  ])
  return {
    organizerName: profile?.name ?? null,
    upcoming: mine.upcoming.slice(0, 5),
    draftCount: mine.drafts.length,
    weekSales: weekSales.map((r) => ({ currency: r.currency, orders: r.orders, tickets: r.tickets, netMinor: computeSalesFigures(r.lines).net })),
    nextSteps: computeNextSteps(
      {
        hasProfile: profile !== null,
        profileComplete: profile !== null && profile.description.trim() !== '' && profile.logoId !== null,
        // Decision 056: not every draft for ever, only those still worth finishing and not dismissed.
        drafts: computeDraftsToRemind(drafts, now),
        upcoming: mine.upcoming,
      },
      now,
    ),
  }
}
