// The staff mailbox, read the way staff read it (issue 21): how the specs follow the links the site
// mails, as a person would. One signed-in staff client per worker and server (decision 050: every
// sign-up goes through a mailed link), not a staff sign-in per sign-up.
import { expect, request, type APIRequestContext } from '../../e2e/fixtures'
import { DEMO_STAFF } from '../../e2e/demo-staff'

const mailboxes = new Map<string, Promise<APIRequestContext>>()

async function openStaffMailbox(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL })
  await api.get('/home/api/user/')
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value
  const res = await api.post('/home/api/auth/signin/', {
    headers: { Origin: baseURL, 'X-CSRFToken': csrf, 'Content-Type': 'application/json' },
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  })
  if (res.status() !== 200) throw new Error(`staff sign-in failed: ${res.status()} ${await res.text()}`)
  return api
}

/** The worker's staff client for the server at `baseURL` (an origin), signed in once. */
export function staffMailbox(baseURL: string): Promise<APIRequestContext> {
  const origin = new URL(baseURL).origin
  let mailbox = mailboxes.get(origin)
  if (!mailbox) {
    mailbox = openStaffMailbox(origin)
    // A failed sign-in is not kept: the next caller tries again.
    mailbox.catch(() => mailboxes.delete(origin))
    mailboxes.set(origin, mailbox)
  }
  return mailbox
}

/** The link of the newest email of `kind` to `to`, waiting for the outbox to hold it. */
export async function mailedLink(baseURL: string, to: string, kind: string): Promise<URL> {
  const mailbox = await staffMailbox(baseURL)
  let text = ''
  await expect(async () => {
    const res = await mailbox.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(to.trim().toLowerCase())}&kind=${kind}`)
    text = ((await res.json()) as { emails: { text: string }[] }).emails[0]?.text ?? ''
    expect(text).toContain('token=')
  }).toPass({ timeout: 15_000 })
  return new URL(/https?:\/\/\S+token=[\w-]+/.exec(text)![0])
}

/** The token of the newest sign-up link mailed to `to`. */
export async function mailedSignUpToken(baseURL: string, to: string): Promise<string> {
  return (await mailedLink(baseURL, to, 'sign-up-confirmation')).searchParams.get('token')!
}
