// The gate before paid tickets go on sale (issue 37 point 3): publishing an event with a paid class, or
// adding a paid class to (or making a class paid on) a live event, needs the organizer's owner to have
// confirmed their email and the organizer to have an active payout method. Free events need neither.
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { findPaidSalesReadiness } from './payouts-repository'

export async function assertPaidSalesAllowed(db: Db, organizerId: number): Promise<void> {
  const { emailVerified, payoutsReady } = await findPaidSalesReadiness(db, organizerId)
  if (!emailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'Confirm your email address before selling paid tickets: open the link we emailed you, or ask for a new one in your account settings.')
  }
  if (!payoutsReady) {
    throw new AppError('PAYOUTS_NOT_SET_UP', 'Set up payouts before selling paid tickets: add the bank account your ticket money goes to on the Payouts page.')
  }
}
