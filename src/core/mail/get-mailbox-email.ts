import 'server-only'
import type { Db } from '@/db/create-db'
import { AppError } from '@/core/shared/app-error'
import { toMailboxEmail, type MailboxEmail } from './list-mailbox-emails'
import { findOutboxEmailById } from './read-outbox-emails'

/** One email of the staff mailbox (the caller has checked the viewer is staff); NOT_FOUND when absent. */
export async function getMailboxEmail({ db }: { db: Db }, input: { id: string }): Promise<MailboxEmail> {
  const email = await findOutboxEmailById(db, input.id)
  if (!email) throw new AppError('NOT_FOUND', 'There is no such email.')
  return toMailboxEmail(email)
}
