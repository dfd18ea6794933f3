// A fresh account's signed-in cookies for the benchmarks, made as a person makes one (decision 050): sign
// up, then open the link mailed to the address, read from the staff mailbox (the bench server's staff
// account, BENCH_STAFF_EMAIL / BENCH_STAFF_PASSWORD, which startHomeServer hands it).
import { randomBytes } from 'node:crypto'

export const BENCH_STAFF = {
  email: process.env.BENCH_STAFF_EMAIL ?? 'bench-staff@tessera.test',
  password: process.env.BENCH_STAFF_PASSWORD ?? 'Quay-Lantern-Kiosk-2026!',
}

export type BenchSession = { base: string; headers: Record<string, string> }

// A visitor's first answer hands out the CSRF cookie; every later call echoes it in the header.
async function newVisitor(base: string): Promise<BenchSession> {
  const first = await fetch(`${base}/home/api/user/`)
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  return { base, headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf, 'X-Requested-With': 'XMLHttpRequest', Origin: base, Cookie: `csrftoken=${csrf}` } }
}

async function postAs(s: BenchSession, path: string, body: unknown, expected: number): Promise<Response> {
  const res = await fetch(`${s.base}${path}`, { method: 'POST', headers: s.headers, body: JSON.stringify(body) })
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res
}

function withSession(s: BenchSession, res: Response): BenchSession {
  const session = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ')
  return { ...s, headers: { ...s.headers, Cookie: `${s.headers.Cookie}; ${session}` } }
}

/** The link mailed to `to` last, as staff read it (the outbox takes a moment to hold it). */
async function mailedToken(staff: BenchSession, to: string): Promise<string> {
  for (let n = 0; n < 60; n++) {
    const res = await fetch(`${staff.base}/api/v3/admin/mailbox/?to=${encodeURIComponent(to)}&kind=sign-up-confirmation`, { headers: staff.headers })
    const text = ((await res.json()) as { emails?: { text: string }[] }).emails?.[0]?.text ?? ''
    const token = /[?&]token=([\w-]+)/.exec(text)?.[1]
    if (token) return token
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no sign-up link was mailed to ${to}`)
}

/** Signs a new creator up and opens their mailed link: the session is theirs, signed in. */
export async function signUpConfirmed(base: string): Promise<BenchSession> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`
  const visitor = await newVisitor(base)
  await postAs(visitor, '/home/api/auth/signup/', { email, password: 'bench-pass-1234', fullName: 'Bench Creator' }, 201)
  const staffVisitor = await newVisitor(base)
  const staff = withSession(staffVisitor, await postAs(staffVisitor, '/home/api/auth/signin/', BENCH_STAFF, 200))
  const token = await mailedToken(staff, email)
  return withSession(visitor, await postAs(visitor, '/home/api/auth/verify-email/', { token }, 200))
}
