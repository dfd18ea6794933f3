// Real-HTTP steps for a creator who sells paid tickets (issue 37 point 3): paid classes go on sale only
// once the creator has confirmed their email (through the emailed link, read from the staff mailbox) and
// set up payouts (a test bank account).
import { expect, request } from '../../e2e/fixtures'
import { DEMO_STAFF } from '../../e2e/demo-staff'
import { jsonHeaders, newClientFromContext, signIn, type Client } from './accounts'

/** A valid German test IBAN whose payouts are paid (DE62…3001 is the one that fails). */
export const TEST_IBAN = 'DE89370400440532013000'

/** Confirms `c`'s email address the way its owner would: the token of the verification email. */
export async function confirmEmail(c: Client): Promise<void> {
  const { user } = (await (await c.api.get('/home/api/user/')).json()) as { user: { email: string; emailVerified: boolean } }
  if (user.emailVerified) return
  const staff = await newClientFromContext(await request.newContext({ baseURL: c.baseURL }), c.baseURL)
  try {
    expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
    let token: string | undefined
    await expect
      .poll(
        async () => {
          const res = await staff.api.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(user.email)}&kind=email-verification`)
          const [mail] = ((await res.json()) as { emails: { text: string }[] }).emails
          token = mail && /token=([\w-]+)/.exec(mail.text)?.[1]
          return Boolean(token)
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    const confirmed = await c.api.post('/home/api/auth/verify-email/', { headers: jsonHeaders(c), data: { token } })
    expect(confirmed.status(), await confirmed.text()).toBe(200)
  } finally {
    await staff.api.dispose()
  }
}

/** Everything a creator needs before selling paid tickets: a confirmed email and a test bank account. */
export async function setUpPayouts(c: Client, account: Record<string, string> = { iban: TEST_IBAN }): Promise<void> {
  await confirmEmail(c)
  const res = await c.api.put('/api/v3/organizations/me/payout_method/', { headers: jsonHeaders(c), data: { kind: 'test_bank', account_holder: 'Test Creator', ...account } })
  expect(res.status(), await res.text()).toBe(200)
}
