// Sign-up as a person does it since decision 050: the sign-up mails a link, and opening it makes the
// account and signs in. For the use-case tests that need a signed-in account.
import type { CoreDeps } from '@/core/shared/core-deps'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import type { OpenedSession } from '@/core/accounts/open-session'
import { signUp, type SignUpInput } from '@/core/accounts/sign-up'
import { verifyEmail } from '@/core/accounts/verify-email'

export type ConfirmedSignUpInput = Omit<SignUpInput, 'siteUrl' | 'referrer'> & { siteUrl?: string; referrer?: string }

/** The token of the newest sign-up link mailed to `to`. */
export async function mailedSignUpToken(deps: Pick<CoreDeps, 'db'>, to: string): Promise<string> {
  const [mail] = await findOutboxEmails(deps.db, { to: to.trim().toLowerCase(), kind: 'sign-up-confirmation' })
  const token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no sign-up link mailed to ${to}`)
  return token
}

/** Signs up, opens the mailed link, and answers the session it opened. */
export async function signUpConfirmed(deps: Pick<CoreDeps, 'db' | 'clock'>, input: ConfirmedSignUpInput): Promise<OpenedSession> {
  await signUp(deps, { siteUrl: 'https://tessera.test', referrer: '/', ...input })
  const { session } = await verifyEmail(deps, { token: await mailedSignUpToken(deps, input.email), userAgent: 'vitest', previousToken: undefined })
  if (!session) throw new Error('the sign-up link signed nobody in')
  return session
}
