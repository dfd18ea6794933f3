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
import { insertUser } from './accounts-repository'
import { hashPassword } from './password-hash'
import { newPublicId } from './public-id'
import { openSession } from './open-session'
import { mailedSignUpToken, signUpConfirmed } from '../../../tests/helpers/confirmed-sign-up'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const SITE = 'https://tessera.test'
const at = (iso: string) => ({ db: handle.db, clock: { now: () => new Date(iso) } })
const base = { userAgent: 'vitest', previousToken: undefined, siteUrl: SITE }

async function latestLink(to: string, kind: string): Promise<URL> {
  const [email] = await findOutboxEmails(handle.db, { to, kind })
  const match = /https:\/\/tessera\.test\/\S+/.exec(email?.text ?? '')
  if (!match) throw new Error(`no ${kind} link mailed to ${to}`)
  return new URL(match[0])
}

test('A reset link from the mailbox sets a new password once, signs in and ends every other session', async () => {
  const deps = at('2026-11-25T10:00:00Z')
  const first = await signUpConfirmed(deps, { ...base, ip: '192.0.2.10', email: 'ada@example.com', password: 'analytical-engine-1843', fullName: 'Ada Lovelace', siteUrl: SITE })
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
  await signUpConfirmed(at('2026-11-25T11:00:00Z'), { ...base, ip: '192.0.2.20', email: 'mary@example.com', password: 'fossil-hunter-1811', fullName: 'Mary Anning', siteUrl: SITE })
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

test("A sign-up's mailed link makes the account, confirmed, and signs in, once; before that nothing signs in", async () => {
  const deps = at('2026-11-25T14:00:00Z')
  await signUp(deps, { ...base, referrer: '/', ip: '192.0.2.40', email: 'rosalind@example.com', password: 'photo-fifty-one-1952', fullName: 'Rosalind Franklin' })
  const link = await latestLink('rosalind@example.com', 'sign-up-confirmation')
  expect(link.origin + link.pathname).toBe(`${SITE}/account/verify-email/`)
  const token = link.searchParams.get('token')!
  const { session } = await verifyEmail(deps, { ...base, token })
  expect(await getCurrentUser(deps, session!.token)).toMatchObject({ email: 'rosalind@example.com', emailVerified: true })
  await expect(verifyEmail(deps, { ...base, token })).rejects.toMatchObject({ message: VERIFY_LINK_REFUSED })
  await expect(verifyEmail(deps, { ...base, token: 'made-up' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
})

/** An account made before decision 050, whose address was never confirmed: such accounts keep signing in. */
async function olderUnconfirmedAccount(email: string, password: string) {
  const deps = at('2026-11-20T10:00:00Z')
  const user = await insertUser(handle.db, { publicId: newPublicId(), email, fullName: 'Older Account', passwordHash: await hashPassword(password), now: deps.clock.now() })
  const session = await openSession(deps, { userId: user!.id, publicId: user!.publicId, previousToken: undefined, userAgent: 'vitest' })
  return { userId: user!.id, session }
}

async function userIdOf(publicId: string): Promise<number> {
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.publicId, publicId))
  return row!.id
}

test('A new email address takes effect only when the link mailed to it is opened; re-saving the same one changes nothing', async () => {
  const deps = at('2026-11-25T15:00:00Z')
  const session = await signUpConfirmed(deps, { ...base, ip: '192.0.2.50', email: 'grace@example.com', password: 'compiler-cobol-1959', fullName: 'Grace Hopper' })
  const userId = await userIdOf(session.publicId)
  // Re-saving the same address (in other letter case) keeps it confirmed and mails nothing.
  await changeAccount(deps, { userId, sessionToken: session.token, siteUrl: SITE, change: { kind: 'email', email: 'GRACE@example.com', currentPassword: 'compiler-cobol-1959' } })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: true })
  expect(await findOutboxEmails(handle.db, { to: 'grace@example.com', kind: 'email-change-confirmation' })).toHaveLength(0)

  await changeAccount(deps, { userId, sessionToken: session.token, siteUrl: SITE, change: { kind: 'email', email: 'admiral@example.com', currentPassword: 'compiler-cobol-1959' } })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ email: 'grace@example.com', emailVerified: true })
  const link = await latestLink('admiral@example.com', 'email-change-confirmation')
  expect(await verifyEmail(deps, { ...base, token: link.searchParams.get('token')! })).toEqual({ session: null, next: null })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ email: 'admiral@example.com', emailVerified: true })
})

test('Changing to an address that has an account answers alike, changes nothing and tells its owner; changes are limited', async () => {
  const deps = at('2026-11-25T15:30:00Z')
  await signUpConfirmed(deps, { ...base, ip: '192.0.2.51', email: 'hedy@example.com', password: 'frequency-hopping-1942', fullName: 'Hedy Lamarr' })
  const me = await signUpConfirmed(deps, { ...base, ip: '192.0.2.51', email: 'ada2@example.com', password: 'frequency-hopping-1942', fullName: 'Ada' })
  const userId = await userIdOf(me.publicId)
  const change = (email: string) => changeAccount(deps, { userId, sessionToken: me.token, siteUrl: SITE, ip: '192.0.2.51', change: { kind: 'email', email, currentPassword: 'frequency-hopping-1942' } })
  await expect(change('HEDY@example.com')).resolves.toBeUndefined()
  const [notice] = await findOutboxEmails(handle.db, { to: 'hedy@example.com', kind: 'email-change-taken-email' })
  expect(notice?.text).toContain(`${SITE}/signin/forgot-password/`)
  expect(await findOutboxEmails(handle.db, { to: 'hedy@example.com', kind: 'email-change-confirmation' })).toEqual([])
  expect(await getCurrentUser(deps, me.token)).toMatchObject({ email: 'ada2@example.com' })
  // Five an hour per account; a newer link retires the older one.
  for (let i = 0; i < 4; i++) await change(`new${i}@example.com`)
  await expect(change('new5@example.com')).rejects.toMatchObject({ code: 'RATE_LIMITED', extra: { retryAfterSeconds: expect.any(Number) } })
  await expect(verifyEmail(deps, { ...base, token: (await latestLink('new2@example.com', 'email-change-confirmation')).searchParams.get('token')! })).rejects.toMatchObject({ message: VERIFY_LINK_REFUSED })
})

test('Resending the verification email of an older unconfirmed account mails a new link that works, retires the earlier one, is limited, and is refused once confirmed', async () => {
  const deps = at('2026-11-25T16:00:00Z')
  const { userId, session } = await olderUnconfirmedAccount('katherine@example.com', 'orbital-mechanics-1962')
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: false })
  await expect(signIn(deps, { ...base, ip: '192.0.2.52', email: 'katherine@example.com', password: 'orbital-mechanics-1962' })).resolves.toHaveProperty('token')
  await resendVerificationEmail(deps, { userId, siteUrl: SITE })
  const first = (await latestLink('katherine@example.com', 'email-verification')).searchParams.get('token')!
  await resendVerificationEmail(deps, { userId, siteUrl: SITE })
  const mails = await findOutboxEmails(handle.db, { to: 'katherine@example.com', kind: 'email-verification' })
  expect(mails).toHaveLength(2)
  const second = (await latestLink('katherine@example.com', 'email-verification')).searchParams.get('token')!
  expect(second).not.toBe(first)
  await expect(verifyEmail(deps, { ...base, token: first })).rejects.toMatchObject({ message: VERIFY_LINK_REFUSED })
  // Five resends an hour; the sixth is refused with a wait.
  for (let i = 0; i < 3; i++) await resendVerificationEmail(deps, { userId, siteUrl: SITE })
  await expect(resendVerificationEmail(deps, { userId, siteUrl: SITE })).rejects.toMatchObject({ code: 'RATE_LIMITED', extra: { retryAfterSeconds: expect.any(Number) } })
  const newest = (await latestLink('katherine@example.com', 'email-verification')).searchParams.get('token')!
  await verifyEmail(deps, { ...base, token: newest })
  expect(await getCurrentUser(deps, session.token)).toMatchObject({ emailVerified: true })
  await expect(resendVerificationEmail(at('2026-11-25T18:00:00Z'), { userId, siteUrl: SITE })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_VERIFIED })
})

test('An account made on a French page keeps its locale: its confirmation and reset emails are in French', async () => {
  await signUp(at('2026-11-25T15:00:00Z'), { ...base, referrer: '/', ip: '192.0.2.70', email: 'marie@example.com', password: 'radium-polonium-1898', fullName: 'Marie Curie', locale: 'fr_FR' })
  const [verification] = await findOutboxEmails(handle.db, { to: 'marie@example.com', kind: 'sign-up-confirmation' })
  expect(verification?.subject).toBe('Confirmez votre adresse e-mail pour terminer votre inscription à Tessera')
  expect(verification?.text).toMatch(/^Bonjour Marie Curie,\n\nPour terminer la création/)
  await verifyEmail(at('2026-11-25T15:01:00Z'), { ...base, token: await mailedSignUpToken({ db: handle.db }, 'marie@example.com') })
  const [row] = await handle.db.select({ locale: users.locale }).from(users).where(eq(users.email, 'marie@example.com'))
  expect(row?.locale).toBe('fr_FR')
  // Asked for without a page language (no Accept-Language), a reset is written in the account's.
  await requestPasswordReset(at('2026-11-25T15:05:00Z'), { email: 'marie@example.com', ip: '192.0.2.70', siteUrl: SITE })
  const [reset] = await findOutboxEmails(handle.db, { to: 'marie@example.com', kind: 'password-reset' })
  expect(reset?.subject).toBe('Réinitialisez votre mot de passe Tessera')
  await requestPasswordReset(at('2026-11-25T15:10:00Z'), { email: 'marie@example.com', ip: '192.0.2.70', siteUrl: SITE, locale: 'de_DE' })
  const resets = await findOutboxEmails(handle.db, { to: 'marie@example.com', kind: 'password-reset' })
  expect(resets.map((e) => e.subject)).toContain('Setze dein Tessera-Passwort zurück')
})
