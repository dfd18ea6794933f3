// Staff mailbox over real HTTP: staff read what the site queued; everyone else is told there is nothing.
import { expect, test } from '../e2e/fixtures'
import type { MailboxEmail } from '../../src/core/mail/list-mailbox-emails'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { jsonHeaders, newClient, signIn, signUp } from './helpers/accounts'

type MailboxBody = { emails: MailboxEmail[] }

test('Staff send themselves a test email and read it, with its parts and attachment, in the mailbox', async ({
  playwright,
  baseURL,
}) => {
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)

  const queued = await staff.api.post('/api/v3/admin/mailbox/test/', { headers: jsonHeaders(staff), data: {} })
  expect(queued.status()).toBe(201)
  const { id } = (await queued.json()) as { id: string }

  const res = await staff.api.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(DEMO_STAFF.email.toUpperCase())}&kind=mailbox-test`)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as MailboxBody
  const email = body.emails[0]!
  expect(email).toMatchObject({
    id,
    kind: 'mailbox-test',
    to: DEMO_STAFF.email,
    subject: 'Tessera test email',
    attachments: [{ filename: 'test.txt', content_type: 'text/plain' }],
  })
  expect(email.text).toContain('mail delivery works')
  expect(email.html).toContain('<strong>test email</strong>')
  expect(Date.parse(email.created)).toBeGreaterThan(Date.now() - 10 * 60_000)
  expect(body.emails.every((e) => e.to === DEMO_STAFF.email && e.kind === 'mailbox-test')).toBe(true)

  // The server's delivery loop (no SMTP_URL: the local adapter) marks it sent within a few seconds.
  await expect
    .poll(
      async () => {
        const again = (await (await staff.api.get('/api/v3/admin/mailbox/?kind=mailbox-test')).json()) as MailboxBody
        return again.emails.find((e) => e.id === id)?.status
      },
      { timeout: 15_000 },
    )
    .toBe('sent')
  await staff.api.dispose()
})

test('The mailbox is a 404 for visitors and for signed-in users who are not staff, and they cannot send from it', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await newClient(playwright, baseURL!)
  const anonymous = await visitor.api.get('/api/v3/admin/mailbox/')
  expect(anonymous.status()).toBe(404)
  expect(await anonymous.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) })

  await signUp(visitor)
  const user = await visitor.api.get('/api/v3/admin/mailbox/?to=staff@tessera.test')
  expect(user.status()).toBe(404)
  const send = await visitor.api.post('/api/v3/admin/mailbox/test/', { headers: jsonHeaders(visitor), data: {} })
  expect(send.status()).toBe(404)
  await visitor.api.dispose()
})

test('Sending a test email without the CSRF token is refused and queues nothing', async ({ playwright, baseURL }) => {
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  const count = async () =>
    ((await (await staff.api.get('/api/v3/admin/mailbox/?kind=mailbox-test')).json()) as MailboxBody).emails.length
  const before = await count()
  const res = await staff.api.post('/api/v3/admin/mailbox/test/', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: {},
  })
  expect(res.status()).toBe(403)
  expect(await count()).toBe(before)
  await staff.api.dispose()
})

test('A malformed mailbox filter answers 400 with the argument named', async ({ playwright, baseURL }) => {
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  const res = await staff.api.get(`/api/v3/admin/mailbox/?to=${'a'.repeat(400)}`)
  expect(res.status()).toBe(400)
  expect(((await res.json()) as { argument_errors: Record<string, string[]> }).argument_errors).toHaveProperty('to')
  await staff.api.dispose()
})
