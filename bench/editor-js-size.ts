// First-load JavaScript of the event editor (issue 20 acceptance: "a benchmark reports … the editor's
// first-load JavaScript"): /manage/events/create as a signed-in creator sees it, measured as the home page
// is (bench/home-js-size.ts). The rich text editor (Tiptap) loads only when the Description step opens,
// so it is reported apart: the size of the chunks that step adds.
import { randomBytes } from 'node:crypto'
import { startHomeServer } from './lib/home-server'
import { measurePageJs } from './home-js-size'

// A fresh account's session cookie, through the same sign-up API the site uses (CSRF cookie and header).
async function signedInCookie(base: string): Promise<string> {
  const first = await fetch(`${base}/home/api/user/`)
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const res = await fetch(`${base}/home/api/auth/signup/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf, 'X-Requested-With': 'XMLHttpRequest', Origin: base, Cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: 'bench-pass-1234', fullName: 'Bench Creator' }),
  })
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`)
  const session = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ')
  return `csrftoken=${csrf}; ${session}`
}

async function main() {
  const server = await startHomeServer()
  try {
    const cookie = await signedInCookie(server.base)
    const r = await measurePageJs(server.base, '/manage/events/create', { Cookie: cookie })
    console.log(`editor (/manage/events/create) first-load JS: ${r.scripts} scripts, ${r.rawKb} KB raw, ${r.gzipKb} KB gzip, ${r.brotliKb} KB brotli`)
  } finally {
    server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main()
