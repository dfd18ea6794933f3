import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { sessions, users } from '@/db/schema'
import { eq } from 'drizzle-orm'
import { createTestDb } from '../../../tests/helpers/test-db'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { changeAccount } from './change-account'
import { ensureDemoStaff } from './ensure-demo-staff'
import { getCurrentUser } from './get-current-user'
import { makeStaff } from './make-staff'
import { hashSessionToken } from './session-token'
import { CONFIRM_EMAIL_FIRST, signIn, SIGN_IN_REFUSED } from './sign-in'
import { signOut } from './sign-out'
import { signUp } from './sign-up'
import { findNewestLiveSignUp } from './account-tokens-repository'
import { mailedSignUpToken, signUpConfirmed } from '../../../tests/helpers/confirmed-sign-up'
import { verifyEmail } from './verify-email'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

let minute = 0
// Each test runs in its own rate-limit window unless it says otherwise.
const clockAt = (at: Date) => ({ now: () => at })
const freshClock = () => clockAt(new Date(Date.UTC(2026, 10, 21, 0, (minute += 20))))
const base = { ip: '198.51.100.7', userAgent: 'vitest', previousToken: undefined, siteUrl: 'https://tessera.test' }

test('Signing up makes no account until the mailed link is opened; the link makes it, with a scrypt hash only, and signs in', async () => {
  const deps = { db: handle.db, clock: freshClock() }
  expect(await signUp(deps, { ...base, referrer: '/mytickets', email: ' Ada@Example.com ', password: 'correct horse 1', fullName: '  Ada\u00A0 Lovelace ' })).toEqual({ email: 'ada@example.com' })
  expect(await handle.db.select().from(users).where(eq(users.email, 'ada@example.com'))).toEqual([])
  const token = await mailedSignUpToken(deps, 'ada@example.com')
  const opened = await verifyEmail(deps, { token, userAgent: 'vitest', previousToken: undefined })
  expect(opened.next).toBe('/mytickets')
  const [row] = await handle.db.select().from(users).where(eq(users.publicId, opened.session!.publicId))
  expect(row!.email).toBe('ada@example.com')
  expect(row!.fullName).toBe('Ada Lovelace')
  expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/)
  expect(row!.passwordHash).not.toContain('correct horse 1')
  expect(await getCurrentUser(deps, opened.session!.token)).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com', isStaff: false, emailVerified: true })
  // The link works once.
  await expect(verifyEmail(deps, { token, userAgent: 'vitest', previousToken: undefined })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
})

test('A taken email (in any letter case) answers like a new one and emails the owner; a weak password is refused', async () => {
  const deps = { db: handle.db, clock: freshClock() }
  await signUpConfirmed(deps, { ...base, email: 'grace@example.com', password: 'compiler-cobol-1959', fullName: 'Grace Hopper' })
  expect(await signUp(deps, { ...base, referrer: '/', email: 'GRACE@example.com', password: 'another-pass-1', fullName: 'Someone' })).toEqual({ email: 'grace@example.com' })
  const [notice] = await findOutboxEmails(handle.db, { to: 'grace@example.com', kind: 'sign-up-taken-email' })
  expect(notice?.text).toContain('https://tessera.test/signin/forgot-password/')
  // The taken address's pending row carries no link anyone was sent.
  expect(await findNewestLiveSignUp(handle.db, 'grace@example.com', deps.clock.now())).toMatchObject({ addressTaken: true })
  expect(await findOutboxEmails(handle.db, { to: 'grace@example.com', kind: 'sign-up-confirmation' })).toHaveLength(1)
  await expect(signUp(deps, { ...base, referrer: '/', email: 'new@example.com', password: 'short1', fullName: 'New' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  await expect(signUp(deps, { ...base, referrer: '/', email: 'new@example.com', password: 'password1', fullName: 'New' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
})

test("Signing in with an unconfirmed sign-up's password mails its link again and says so, for a new and a taken address alike", async () => {
  const deps = { db: handle.db, clock: freshClock() }
  await signUpConfirmed(deps, { ...base, email: 'holder@example.com', password: 'lantern-quarry-7', fullName: 'Owner' })
  await signUp(deps, { ...base, referrer: '/', email: 'holder@example.com', password: 'prober-pass-42', fullName: 'Prober' })
  await signUp(deps, { ...base, referrer: '/', email: 'fresh@example.com', password: 'prober-pass-42', fullName: 'Prober' })
  for (const email of ['holder@example.com', 'fresh@example.com']) {
    await expect(signIn(deps, { ...base, email, password: 'prober-pass-42' })).rejects.toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: CONFIRM_EMAIL_FIRST })
    await expect(signIn(deps, { ...base, email, password: 'wrong-pass-1' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: SIGN_IN_REFUSED })
  }
  // The new address got a second link; the owner a second notice, never a link.
  expect(await findOutboxEmails(handle.db, { to: 'fresh@example.com', kind: 'sign-up-confirmation' })).toHaveLength(2)
  expect(await findOutboxEmails(handle.db, { to: 'holder@example.com', kind: 'sign-up-taken-email' })).toHaveLength(2)
  // The owner's own password still signs in.
  await expect(signIn(deps, { ...base, email: 'holder@example.com', password: 'lantern-quarry-7' })).resolves.toHaveProperty('token')
})

test('Signing in gives a new token each time and ends the session the browser had; signing out deletes it', async () => {
  const deps = { db: handle.db, clock: freshClock() }
  const first = await signUpConfirmed(deps, { ...base, email: 'linus@example.com', password: 'penguin-1991', fullName: 'Linus' })
  const second = await signIn(deps, { ...base, email: 'LINUS@example.com', password: 'penguin-1991', previousToken: first.token })
  expect(second.token).not.toBe(first.token)
  expect(await getCurrentUser(deps, first.token)).toBeNull()
  expect(await getCurrentUser(deps, second.token)).not.toBeNull()
  // Only the hash is stored.
  const stored = await handle.db.select({ t: sessions.tokenHash }).from(sessions).where(eq(sessions.tokenHash, hashSessionToken(second.token)))
  expect(stored).toHaveLength(1)
  expect((await handle.db.select().from(sessions)).some((s) => s.tokenHash === second.token)).toBe(false)
  await signOut(deps, second.token)
  expect(await getCurrentUser(deps, second.token)).toBeNull()
})

test('Unknown emails and wrong passwords get the same answer', async () => {
  const deps = { db: handle.db, clock: freshClock() }
  await signUpConfirmed(deps, { ...base, email: 'margaret@example.com', password: 'apollo-landing-1969', fullName: 'Margaret' })
  await expect(signIn(deps, { ...base, email: 'margaret@example.com', password: 'wrong-1' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: SIGN_IN_REFUSED })
  await expect(signIn(deps, { ...base, email: 'nobody@example.com', password: 'wrong-1' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: SIGN_IN_REFUSED })
})

test("A stranger's wrong passwords from other addresses never keep the owner out", async () => {
  const at = new Date(Date.UTC(2026, 10, 22, 10, 0))
  const deps = { db: handle.db, clock: clockAt(at) }
  await signUpConfirmed(deps, { ...base, email: 'brute@example.com', password: 'right-pass-1', fullName: 'Target' })
  for (let i = 0; i < 20; i++) {
    await expect(signIn(deps, { ...base, ip: `203.0.113.${i % 4}`, email: 'brute@example.com', password: `guess-${i}` })).rejects.toMatchObject({ code: i < 12 ? 'UNAUTHENTICATED' : 'RATE_LIMITED' })
  }
  await expect(signIn(deps, { ...base, email: 'brute@example.com', password: 'right-pass-1' })).resolves.toHaveProperty('token')
})

test('Wrong passwords from one address earn growing delays, each told as retryAfterSeconds, and a right one clears them', async () => {
  const at = new Date(Date.UTC(2026, 10, 23, 10, 0))
  const after = (ms: number) => ({ db: handle.db, clock: clockAt(new Date(at.getTime() + ms)) })
  await signUpConfirmed(after(0), { ...base, email: 'slow@example.com', password: 'right-pass-1', fullName: 'Slow' })
  const guess = { ...base, ip: '203.0.113.77', email: 'slow@example.com', password: 'guess-1' }
  for (let i = 0; i < 3; i++) await expect(signIn(after(0), guess)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
  // Three free failures, then 2 s, 4 s, 8 s… between attempts, even with the right password.
  await expect(signIn(after(1000), { ...guess, password: 'right-pass-1' })).rejects.toMatchObject({ code: 'RATE_LIMITED', extra: { retryAfterSeconds: 1 } })
  await expect(signIn(after(2000), guess)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
  await expect(signIn(after(2000), guess)).rejects.toMatchObject({ code: 'RATE_LIMITED', extra: { retryAfterSeconds: 4 } })
  await expect(signIn(after(6000), guess)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
  await expect(signIn(after(6000), guess)).rejects.toMatchObject({ code: 'RATE_LIMITED', extra: { retryAfterSeconds: 8 } })
  await expect(signIn(after(14_000), { ...guess, password: 'right-pass-1' })).resolves.toHaveProperty('token')
  // The right password wiped the slate: three free failures again.
  for (let i = 0; i < 3; i++) await expect(signIn(after(14_000), guess)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
})

test('Changing the password needs the current one and logs out the other sessions', async () => {
  const deps = { db: handle.db, clock: freshClock() }
  const a = await signUpConfirmed(deps, { ...base, email: 'change@example.com', password: 'first-pass-1', fullName: 'Changer' })
  const b = await signIn(deps, { ...base, email: 'change@example.com', password: 'first-pass-1' })
  const user = await handle.db.select({ id: users.id }).from(users).where(eq(users.publicId, a.publicId))
  const userId = user[0]!.id
  await expect(
    changeAccount(deps, { userId, sessionToken: a.token, siteUrl: base.siteUrl, change: { kind: 'password', currentPassword: 'nope', newPassword: 'second-pass-2' } }),
  ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  await changeAccount(deps, { userId, sessionToken: a.token, siteUrl: base.siteUrl, change: { kind: 'password', currentPassword: 'first-pass-1', newPassword: 'second-pass-2' } })
  expect(await getCurrentUser(deps, a.token)).not.toBeNull()
  expect(await getCurrentUser(deps, b.token)).toBeNull()
  await expect(signIn(deps, { ...base, email: 'change@example.com', password: 'second-pass-2' })).resolves.toHaveProperty('token')
})

test('make-staff promotes an existing account; the demo staff hook creates or promotes one', async () => {
  const deps = { db: handle.db, clock: freshClock() }
  const s = await signUpConfirmed(deps, { ...base, email: 'ops@example.com', password: 'ops-pass-77', fullName: 'Ops' })
  await makeStaff(deps, { email: 'OPS@example.com' })
  expect((await getCurrentUser(deps, s.token))?.isStaff).toBe(true)
  await expect(makeStaff(deps, { email: 'ghost@example.com' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  expect(await ensureDemoStaff(deps, { email: 'demo-staff@example.com', password: 'demo-pass-1', fullName: 'Demo' })).toEqual({ created: true })
  expect(await ensureDemoStaff(deps, { email: 'demo-staff@example.com', password: 'demo-pass-1', fullName: 'Demo' })).toEqual({ created: false })
  const t = await signIn(deps, { ...base, email: 'demo-staff@example.com', password: 'demo-pass-1' })
  expect((await getCurrentUser(deps, t.token))?.isStaff).toBe(true)
})

test('Sign-ups are limited per email address and per IP within the hour', async () => {
  const at = new Date(Date.UTC(2026, 10, 23, 9, 0))
  const deps = { db: handle.db, clock: clockAt(at) }
  for (let i = 0; i < 5; i++) {
    // The first creates the account, the next four answer "could not create": all five count.
    await signUp(deps, { ...base, referrer: '/', ip: `192.0.2.${i}`, email: 'probe@example.com', password: 'probe-pass-1', fullName: 'P' }).catch(() => undefined)
  }
  await expect(signUp(deps, { ...base, referrer: '/', ip: '192.0.2.99', email: 'probe@example.com', password: 'probe-pass-1', fullName: 'P' })).rejects.toMatchObject({ code: 'RATE_LIMITED' })
  for (let i = 0; i < 50; i++) {
    await signUp(deps, { ...base, referrer: '/', ip: '192.0.2.200', email: `bulk${i}@example.com`, password: 'x', fullName: 'B' }).catch(() => undefined)
  }
  await expect(signUp(deps, { ...base, referrer: '/', ip: '192.0.2.200', email: 'one-more@example.com', password: 'bulk-pass-1', fullName: 'B' })).rejects.toMatchObject({ code: 'RATE_LIMITED' })
})

test('An operator-configured per-address sign-up limit replaces the default of 50', async () => {
  const deps = { db: handle.db, clock: clockAt(new Date(Date.UTC(2026, 10, 23, 11, 0))) }
  const from = { ...base, referrer: '/', ip: '192.0.2.201', password: 'x', fullName: 'B', signUpsPerAddress: 3 }
  for (let i = 0; i < 3; i++) await signUp(deps, { ...from, email: `few${i}@example.com` }).catch(() => undefined)
  await expect(signUp(deps, { ...from, email: 'fourth@example.com', password: 'bulk-pass-1' })).rejects.toMatchObject({ code: 'RATE_LIMITED' })
  // A raised limit lets a shared address go past 50 in one hour.
  const office = { ...base, referrer: '/', ip: '192.0.2.202', password: 'x', fullName: 'O', signUpsPerAddress: 60 }
  for (let i = 0; i < 55; i++) await signUp(deps, { ...office, email: `office${i}@example.com` }).catch(() => undefined)
  await expect(signUp(deps, { ...office, email: 'colleague@example.com', password: 'office-pass-1' })).resolves.toEqual({ email: 'colleague@example.com' })
})
