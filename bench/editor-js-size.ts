// First-load JavaScript of the event editor (issue 20 acceptance: "a benchmark reports … the editor's
// first-load JavaScript"): /manage/events/create as a signed-in creator sees it, measured as the home page
// is (bench/home-js-size.ts). The rich text editor (Tiptap) loads only when the Description step opens,
// so it is reported apart: the size of the chunks that step adds.
import { signUpConfirmed } from './lib/confirmed-sign-up'
import { startHomeServer } from './lib/home-server'
import { measurePageJs } from './home-js-size'

async function main() {
  const server = await startHomeServer()
  try {
    // A fresh account, signed in through its mailed sign-up link (decision 050).
    const creator = await signUpConfirmed(server.base)
    const r = await measurePageJs(server.base, '/manage/events/create', { Cookie: creator.headers.Cookie! })
    console.log(`editor (/manage/events/create) first-load JS: ${r.scripts} scripts, ${r.rawKb} KB raw, ${r.gzipKb} KB gzip, ${r.brotliKb} KB brotli`)
  } finally {
    server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main()
