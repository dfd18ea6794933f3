import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { eq } from 'drizzle-orm'
import { accountTokens, users } from '@/db/schema'
import { createTestDb } from '../../../tests/helpers/test-db'
import { changeAccount } from './change-account'
import { getCurrentUser } from './get-current-user'
import { ALREADY_VERIFIED, resendVerificationEmail } from './resend-verification-email'
import { requestPasswordReset } from './request-password-reset'
import { resetPassword, RESET_LINK_REFUSED } from './reset-password'
import { signIn } from './sign-in'
import { signUp } from './sign-up'
import { verifyEmail, VERIFY_LINK_REFUSED } from './verify-email'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const SITE = 'https://tessera.test'
const at = (iso: string) => ({ db: handle.db, clock: { now: () => new Date(iso) } })
const base = { userAgent: 'vitest', previousToken: undefined }

async function latestLink(to: string, kind: string): Promise<URL> {
  const [email] = await findOutboxEmails(handle.db, { to, kind })
  const match = /https:\/\/tessera\.test\/\S+/.exec(email?.text ?? '')
  if (!match) throw new Error(`no ${kind} link mailed to ${to}`)
  return new URL(match[0])
}

test('A reset link from the mailbox sets a new password once, signs in and ends every other session', async () => {
  const deps = at('2026-11-25T10:00:00Z')
  const first = await signUp(deps, { ...base, ip: '192.0.2.10', email: 'ada@example.com', password: 'analytical-engine-1843', fullName: 'Ada Lovelace', siteUrl: SITE })
  const other = await signIn(deps, { ...base, ip: '192.0.2.11', email: 'ada@example.com', password: 'analytical-engine-1843' })
  await requestPasswordReset(deps, { email: 'ADA@example.com', ip: '192.0.2.10', siteUrl: SITE })
  const link = await latestLink('ada@example.com', 'password-reset')
  expect(link.origin + link.pathname).toBe(`${SITE}/signin/reset-password/`)
  const token = link.searchParams.get('token')!
  // A weak password is refused and leaves the link working.
  await expect(resetPassword(deps, { ...base, token, password: 'password1' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', argumentErrors: { password: [expect.any(String)] } })
  const opened = await resetPassword(deps, { ...base, token, password: 'difference-engine-1822' })
  expect(await getCurrentUser(deps, opened.token)).toMatchObject({ email: 'ada@example.com', emailVerified: true })
  expect(await getCurrentUser(deps, first.token)).toBeNull()
  expect(await getCurrentUser(deps, other.token)).toBeNull()
  await expect(resetPassword(deps, { ...base, token, password: 'another-engine-1999' })).rejects.toMatchObject({ message: RESET_LINK_REFUSED })
  await expect(signIn(deps, { ...base, ip: '192.0.2.12', email: 'ada@example.com', password: 'difference-engine-1822' })).resolves.toHaveProperty('token')
})

test('A reset link stops working after an hour, and a newer link replaces an older one', async () => {
  await signUp(at('2026-11-25T11:00:00Z'), { ...base, ip: '192.0.2.20', email: 'mary@example.com', password: 'fossil-hunter-1811', fullName: 'Mary Anning', siteUrl: SITE })
  await requestPasswordReset(at('2026-11-25T11:00:00Z'), { email: 'mary@example.com', ip: '192.0.2.20', siteUrl: SITE })
  const old = (await latestLink('mary@example.com', 'password-reset')).searchParams.get('token')!
  await expect(resetPassword(at('2026-11-25T12:00:01Z'), { ...base, token: old, password: 'plesiosaur-skull-1823' })).rejects.toMatchObject({ message: RESET_LINK_REFUSED })
  await requestPasswordReset(at('2026-11-25T12:10:00Z'), { email: 'mary@example.com', ip: '192.0.2.20', siteUrl: SITE })
  const older = (await latestLink('mary@example.com', 'password-reset')).searchParams.get('token')!
  await requestPasswordReset(at('2026-11-25T12:11:00Z'), { email: 'mary@example.com', ip: '192.0.2.20', siteUrl: SITE })
  const newest = (await latestLink('mary@example.com', 'password-reset')).searchParams.get('token')!
  await expect(resetPassword(at('2026-11-25T12:12:00Z'), { ...base, token: older, password: 'plesiosaur-skull-1823' })).rejects.toMatchObject({ message: RESET_LINK_REFUSED })
  await expect(resetPassword(at('2026-11-25T12:12:00Z'), { ...base, token: newest, password: 'plesiosaur-skull-1823' })).resolves.toHaveProperty('token')
})

test('Asking for a reset of an unknown address answers the same and mails nobody; tokens are stored hashed', async () => {
  await expect(requestPasswordReset(at('2026-11-25T13:00:00Z'), { email: 'nobody@example.com', ip: '192.0.2.30', siteUrl: SITE })).resolves.toBeUndefined()
  expect(await findOutboxEmails(handle.db, { to: 'nobody@example.com' })).toEqual([])
  const rows = await handle.db.select({ tokenHash: accountTokens.tokenHash }).from(accountTokens)
  expect(rows.length).toBeGreaterThan(0)
  const mailed = (await findOutboxEmails(handle.db, { kind: 'password-reset', limit: 500 })).map((e) => /token=([\w-]+)/.exec(e.text)?.[1])
  for (const row of rows) expect(mailed).not.toContain(row.tokenHash)
})

test('A new account is unverified until its emailed link is confirmed, once', async () => {
  const deps = at('2026-11-25T14:00:00Z')
  const session = await signUp(deps, { ...base, ip: '192.0.2.40', email: 'rosalind@example.com', password: 'photo-fifty-one-1952', fullName: 'Rosalind Franklin', siteUrl: SITE })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: false })
  const link = await latestLink('rosalind@example.com', 'email-verification')
  expect(link.origin + link.pathname).toBe(`${SITE}/account/verify-email/`)
  await verifyEmail(deps, { token: link.searchParams.get('token')! })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: true })
  await expect(verifyEmail(deps, { token: link.searchParams.get('token')! })).rejects.toMatchObject({ message: VERIFY_LINK_REFUSED })
  await expect(verifyEmail(deps, { token: 'made-up' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
})

async function userIdOf(publicId: string): Promise<number> {
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.publicId, publicId))
  return row!.id
}

test('Changing to a new email address makes it unconfirmed, mails a link to the new address, and the old link stops working', async () => {
  const deps = at('2026-11-25T15:00:00Z')
  const session = await signUp(deps, { ...base, ip: '192.0.2.50', email: 'grace@example.com', password: 'compiler-cobol-1959', fullName: 'Grace Hopper', siteUrl: SITE })
  const userId = await userIdOf(session.publicId)
  const oldToken = (await latestLink('grace@example.com', 'email-verification')).searchParams.get('token')!
  await verifyEmail(deps, { token: oldToken })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: true })
  // Re-saving the same address (in other letter case) keeps it confirmed and mails nothing new.
  await changeAccount(deps, { userId, sessionToken: session.token, siteUrl: SITE, change: { kind: 'email', email: 'GRACE@example.com', currentPassword: 'compiler-cobol-1959' } })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: true })
  expect(await findOutboxEmails(handle.db, { to: 'grace@example.com', kind: 'email-verification' })).toHaveLength(1)

  await changeAccount(deps, { userId, sessionToken: session.token, siteUrl: SITE, change: { kind: 'email', email: 'admiral@example.com', currentPassword: 'compiler-cobol-1959' } })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ email: 'admiral@example.com', emailVerified: false })
  const link = await latestLink('admiral@example.com', 'email-verification')
  await verifyEmail(deps, { token: link.searchParams.get('token')! })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: true })
})

test('A link mailed to the old address cannot confirm a newer address', async () => {
  const deps = at('2026-11-25T15:30:00Z')
  const session = await signUp(deps, { ...base, ip: '192.0.2.51', email: 'hedy@example.com', password: 'frequency-hopping-1942', fullName: 'Hedy Lamarr', siteUrl: SITE })
  const userId = await userIdOf(session.publicId)
  const pending = (await latestLink('hedy@example.com', 'email-verification')).searchParams.get('token')!
  await changeAccount(deps, { userId, sessionToken: session.token, siteUrl: SITE, change: { kind: 'email', email: 'someone-else@example.com', currentPassword: 'frequency-hopping-1942' } })
  await expect(verifyEmail(deps, { token: pending })).rejects.toMatchObject({ message: VERIFY_LINK_REFUSED })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: false })
})

test('Resending the verification email mails a new link that works, retires the earlier one, is limited, and is refused once confirmed', async () => {
  const deps = at('2026-11-25T16:00:00Z')
  const session = await signUp(deps, { ...base, ip: '192.0.2.52', email: 'katherine@example.com', password: 'orbital-mechanics-1962', fullName: 'Katherine Johnson', siteUrl: SITE })
  const userId = await userIdOf(session.publicId)
  const first = (await latestLink('katherine@example.com', 'email-verification')).searchParams.get('token')!
  await resendVerificationEmail(deps, { userId, siteUrl: SITE })
  const mails = await findOutboxEmails(handle.db, { to: 'katherine@example.com', kind: 'email-verification' })
  expect(mails).toHaveLength(2)
  const second = (await latestLink('katherine@example.com', 'email-verification')).searchParams.get('token')!
  expect(second).not.toBe(first)
  await expect(verifyEmail(deps, { token: first })).rejects.toMatchObject({ message: VERIFY_LINK_REFUSED })
  // Five resends an hour; the sixth is refused with a wait.
  for (let i = 0; i < 4; i++) await resendVerificationEmail(deps, { userId, siteUrl: SITE })
  await expect(resendVerificationEmail(deps, { userId, siteUrl: SITE })).rejects.toMatchObject({ code: 'RATE_LIMITED', extra: { retryAfterSeconds: expect.any(Number) } })
  const newest = (await latestLink('katherine@example.com', 'email-verification')).searchParams.get('token')!
  await verifyEmail(deps, { token: newest })
  await expect(resendVerificationEmail(at('2026-11-25T18:00:00Z'), { userId, siteUrl: SITE })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_VERIFIED })
})

test('An account made on a French page keeps its locale: its verification and reset emails are in French', async () => {
  await signUp(at('2026-11-25T15:00:00Z'), { ...base, ip: '192.0.2.70', email: 'marie@example.com', password: 'radium-polonium-1898', fullName: 'Marie Curie', siteUrl: SITE, locale: 'fr_FR' })
  const [row] = await handle.db.select({ locale: users.locale }).from(users).where(eq(users.email, 'marie@example.com'))
  expect(row?.locale).toBe('fr_FR')
  const [verification] = await findOutboxEmails(handle.db, { to: 'marie@example.com', kind: 'email-verification' })
  expect(verification?.subject).toBe('Confirmez votre adresse e-mail pour Tessera')
  expect(verification?.text).toMatch(/^Bonjour Marie Curie,\n\nMerci de confirmer/)
  // Asked for without a page language (no Accept-Language), a reset is written in the account's.
  await requestPasswordReset(at('2026-11-25T15:05:00Z'), { email: 'marie@example.com', ip: '192.0.2.70', siteUrl: SITE })
  const [reset] = await findOutboxEmails(handle.db, { to: 'marie@example.com', kind: 'password-reset' })
  expect(reset?.subject).toBe('Réinitialisez votre mot de passe Tessera')
  await requestPasswordReset(at('2026-11-25T15:10:00Z'), { email: 'marie@example.com', ip: '192.0.2.70', siteUrl: SITE, locale: 'de_DE' })
  const resets = await findOutboxEmails(handle.db, { to: 'marie@example.com', kind: 'password-reset' })
  expect(resets.map((e) => e.subject)).toContain('Setze dein Tessera-Passwort zurück')
})
