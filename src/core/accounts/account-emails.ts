// The account emails of issue 21 (password reset, email verification, a sign-up with a taken address) and
// decision 050 (a sign-up's confirmation, an email change's confirmation, a change to a taken address).
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

type LinkEmailInput = { to: string; fullName: string; siteUrl: string; token: string; tokenId: number; locale?: string | null }

// A greeting, then the catalog text that carries the link and how many days it works.
function buildGreetingLinkEmail(kind: string, subjectKey: string, textKey: string, input: LinkEmailInput): EmailMessage {
  const { t } = mailWords(input.locale)
  const url = link(input.siteUrl, VERIFY_EMAIL_PATH, input.token)
  return {
    kind,
    to: input.to,
    subject: t(subjectKey),
    text: `${t('hello', { name: input.fullName })}\n\n${t(textKey, { url, days: EMAIL_VERIFICATION_DAYS })}`,
    correlationId: `account-token-${input.tokenId}`,
  }
}

export function buildEmailVerificationEmail(input: LinkEmailInput): EmailMessage {
  return buildGreetingLinkEmail('email-verification', 'account.verifySubject', 'account.verify', input)
}

// Told to an address's owner when someone tried to use it for another account: how to sign in or reset.
function buildTakenAddressNotice(kind: string, subjectKey: string, textKey: string, input: { to: string; siteUrl: string; locale?: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  return {
    kind,
    to: input.to,
    subject: t(subjectKey),
    text: t(textKey, { signInUrl: link(input.siteUrl, '/signin/'), resetUrl: link(input.siteUrl, FORGOT_PASSWORD_PATH) }),
  }
}

export function buildSignUpWithTakenEmailEmail(input: { to: string; siteUrl: string; locale?: string | null }): EmailMessage {
  return buildTakenAddressNotice('sign-up-taken-email', 'account.takenSubject', 'account.taken', input)
}

/** The link that makes a signed-up account and signs its opener in (decision 050). */
export function buildSignUpConfirmationEmail(input: LinkEmailInput): EmailMessage {
  return buildGreetingLinkEmail('sign-up-confirmation', 'account.signUpSubject', 'account.signUp', input)
}

/** The link, sent to the new address, that moves an account to it (decision 050). */
export function buildEmailChangeConfirmationEmail(input: LinkEmailInput): EmailMessage {
  return buildGreetingLinkEmail('email-change-confirmation', 'account.changeSubject', 'account.change', input)
}

/** Sent to an address someone tried to move their account to, which has an account of its own (decision 050). */
export function buildEmailChangeToTakenEmail(input: { to: string; siteUrl: string; locale?: string | null }): EmailMessage {
  return buildTakenAddressNotice('email-change-taken-email', 'account.changeTakenSubject', 'account.changeTaken', input)
}
