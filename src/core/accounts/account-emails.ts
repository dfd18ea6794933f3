// The account emails of issue 21 (password reset, email verification, a sign-up with a taken address).
// Pure: builds the EmailMessage; use cases queue it through the outbox in their own transaction.
import type { EmailMessage } from '@/core/mail/email-message'

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

export function buildPasswordResetEmail(input: { to: string; siteUrl: string; token: string; tokenId: number }): EmailMessage {
  const url = link(input.siteUrl, RESET_PASSWORD_PATH, input.token)
  return {
    kind: 'password-reset',
    to: input.to,
    subject: 'Reset your Tessera password',
    text: `Someone asked to reset the password of your Tessera account. To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:\n\n${url}\n\nThe link works once. If you did not ask for this, ignore this email: your password stays as it is.`,
    correlationId: `account-token-${input.tokenId}`,
  }
}

export function buildEmailVerificationEmail(input: { to: string; fullName: string; siteUrl: string; token: string; tokenId: number }): EmailMessage {
  const url = link(input.siteUrl, VERIFY_EMAIL_PATH, input.token)
  return {
    kind: 'email-verification',
    to: input.to,
    subject: 'Confirm your email address for Tessera',
    text: `Hello ${input.fullName},\n\nPlease confirm that this is your email address by opening this link:\n\n${url}\n\nUntil you do, your account works but this address cannot receive guest orders. The link works for ${EMAIL_VERIFICATION_DAYS} days.`,
    correlationId: `account-token-${input.tokenId}`,
  }
}

export function buildSignUpWithTakenEmailEmail(input: { to: string; siteUrl: string }): EmailMessage {
  return {
    kind: 'sign-up-taken-email',
    to: input.to,
    subject: 'Someone tried to sign up to Tessera with your email address',
    text: `Someone tried to create a Tessera account with this email address, which already has one.\n\nIf it was you, log in: ${link(input.siteUrl, '/signin/')}\nForgot your password? Reset it: ${link(input.siteUrl, FORGOT_PASSWORD_PATH)}\n\nIf it was not you, you need not do anything.`,
  }
}
