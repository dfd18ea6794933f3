// A wait-list entry's lifecycle (issue 36): waiting until seats free up and it is offered them (a held
// order for 24 hours), then lapsed if that offer runs out; a bought offer stays `offered`. Pure.
import { AppError } from '@/core/shared/app-error'

export const WAITLIST_STATUSES = ['waiting', 'offered', 'lapsed'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

const NEXT: Record<WaitlistStatus, readonly WaitlistStatus[]> = {
  waiting: ['offered'],
  offered: ['lapsed'],
  lapsed: [],
}

export function canMoveWaitlistEntry(from: WaitlistStatus, to: WaitlistStatus): boolean {
  return NEXT[from].includes(to)
}

/** Refuses a move the table does not allow. */
export function assertWaitlistMove(from: WaitlistStatus, to: WaitlistStatus): void {
  if (!canMoveWaitlistEntry(from, to)) throw new AppError('CONFLICT', `A waitlist entry that is ${from} cannot become ${to}.`)
}
