import 'server-only'
import type { Db } from '@/db/create-db'
import type { EmailMessage } from '@/core/mail/email-message'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import {
  buildEmailChangeConfirmationEmail,
  buildEmailVerificationEmail,
  buildPasswordResetEmail,
  buildSignUpConfirmationEmail,
  buildSignUpWithTakenEmailEmail,
  EMAIL_VERIFICATION_DAYS,
  PASSWORD_RESET_MINUTES,
} from './account-emails'
import { insertAccountToken, retireAccountTokensOfUser, type AccountTokenPurpose, type PendingSignUp } from './account-tokens-repository'
import { createSessionToken, hashSessionToken } from './session-token'

/**
 * `locale`: the recipient's (`de_DE`), for the email's language (issue 25); English when null. `email`:
 * where the link goes (for an email change, the new address). A sign-up has no user yet: `signUp` holds
 * what its account will be made with (decision 050).
 */
export type IssueAccountTokenInput = {
  purpose: AccountTokenPurpose
  userId: number | null
  email: string
  fullName: string
  siteUrl: string
  now: Date
  locale?: string | null
  signUp?: PendingSignUp
}

const LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': PASSWORD_RESET_MINUTES * 60_000,
  'email-verification': EMAIL_VERIFICATION_DAYS * 86_400_000,
  'sign-up': EMAIL_VERIFICATION_DAYS * 86_400_000,
  'email-change': EMAIL_VERIFICATION_DAYS * 86_400_000,
}

/**
 * Creates a single-use link token (256 random bits, stored as its SHA-256 only) and queues its email in
 * the same transaction as `db` (issue 21 "Account recovery"). Older live tokens of the same purpose and
 * user stop working: only the newest link counts. A sign-up with a taken address keeps its row (a
 * sign-in with its password answers as for any sign-up) but its link is never sent: the address's
 * owner is told instead (decision 050).
 */
export async function issueAccountToken(db: Db, input: IssueAccountTokenInput): Promise<void> {
  const token = createSessionToken()
  if (input.userId !== null) await retireAccountTokensOfUser(db, input.userId, input.purpose, input.now)
  const { id } = await insertAccountToken(db, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashSessionToken(token),
    now: input.now,
    expiresAt: new Date(input.now.getTime() + LIFETIME_MS[input.purpose]),
    email: input.email,
    signUp: input.signUp,
  })
  await enqueueEmail(db, buildLinkEmail(input, token, id))
}

function buildLinkEmail(input: IssueAccountTokenInput, token: string, tokenId: number): EmailMessage {
  const mail = { to: input.email, fullName: input.fullName, siteUrl: input.siteUrl, token, tokenId, locale: input.locale }
  switch (input.purpose) {
    case 'password-reset':
      return buildPasswordResetEmail(mail)
    case 'email-verification':
      return buildEmailVerificationEmail(mail)
    case 'sign-up':
      return input.signUp?.addressTaken ? buildSignUpWithTakenEmailEmail(mail) : buildSignUpConfirmationEmail(mail)
    case 'email-change':
      return buildEmailChangeConfirmationEmail(mail)
  }
}
