// The account emails of issue 21 (password reset, email verification, a sign-up with a taken address).
// Pure: builds the EmailMessage; use cases queue it through the outbox in their own transaction. Issue 25:
// in the recipient's language (`locale`, the page they used; English when null), from the `mail` catalog.
import type { EmailMessage } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'

/** Spec-free rule of issue 21: a reset link works once, within an hour. */
export const PASSWORD_RESET_MINUTES = 60
/** Verification links stay usable for a week: people read such mail late. */
export const EMAIL_VERIFICATION_DAYS = 7

export const RESET_PASSWORD_PATH = '/signin/reset-password/'
export const VERIFY_EMAIL_PATH = '/account/verify-email/'
export const FORGOT_PASSWORD_PATH = '/signin/forgot-password/'

// Tokens travel in the fragment-free query of a link on our own configured origin (never a request's Host).
function link(siteUrl: string, path: string, token?: string): string {
  const url = new URL(path, siteUrl)
  if (token) url.searchParams.set('token', token)
  return url.toString()
}

export function buildPasswordResetEmail(input: { to: string; siteUrl: string; token: string; tokenId: number; locale?: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  const url = link(input.siteUrl, RESET_PASSWORD_PATH, input.token)
  return {
    kind: 'password-reset',
    to: input.to,
    subject: t('account.resetSubject'),
    text: t('account.reset', { minutes: PASSWORD_RESET_MINUTES, url }),
    correlationId: `account-token-${input.tokenId}`,
  }
}

export function buildEmailVerificationEmail(input: { to: string; fullName: string; siteUrl: string; token: string; tokenId: number; locale?: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  const url = link(input.siteUrl, VERIFY_EMAIL_PATH, input.token)
  return {
    kind: 'email-verification',
    to: input.to,
    subject: t('account.verifySubject'),
    text: `${t('hello', { name: input.fullName })}\n\n${t('account.verify', { url, days: EMAIL_VERIFICATION_DAYS })}`,
    correlationId: `account-token-${input.tokenId}`,
  }
}

export function buildSignUpWithTakenEmailEmail(input: { to: string; siteUrl: string; locale?: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  return {
    kind: 'sign-up-taken-email',
    to: input.to,
    subject: t('account.takenSubject'),
    text: t('account.taken', { signInUrl: link(input.siteUrl, '/signin/'), resetUrl: link(input.siteUrl, FORGOT_PASSWORD_PATH) }),
  }
}
