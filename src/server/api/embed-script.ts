// GET /embed.js (issue 41, decision 070): the script an organizer's page loads to embed the checkout
// (assets/embed.js). Read once per process; our server compresses it (brotli when asked) like any answer.
// Cached by browsers for five minutes, so that a fix reaches every organizer's page the same day. Not in
// the OpenAPI document, which describes the JSON API: /platform/ documents it.
import fs from 'node:fs'
import path from 'node:path'


let source: Buffer | null = null

/** The script's text, as served. */
export function readEmbedScript(): Buffer {
  source ??= fs.readFileSync(path.join(process.cwd(), 'assets', 'embed.js'))
  return source
}

export function GET(): Promise<Response> {
  return Promise.resolve(
    new Response(new Uint8Array(readEmbedScript()), {
      status: 200,
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=300',
        // Any site may load it; what it frames decides who may embed (frame-ancestors).
        'cross-origin-resource-policy': 'cross-origin',
      },
    }),
  )
}
