// Next.js serves its build's JavaScript and CSS gzipped; brotli at its best quality is a sixth smaller,
// and every current browser takes it. The files are immutable (their names carry a content hash), so
// each is compressed once, in the background at start-up, and kept in memory (the whole set is < 1 MB).
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { chooseContentEncoding } from '@/server/fast-lane/content-encoding'

const brotli = promisify(zlib.brotliCompress)
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}
const URL_PREFIX = '/_next/static/'

type Compressed = { body: Buffer; type: string }

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile() && TYPES[path.extname(entry.name)]) yield full
  }
}

export type StaticBrotli = {
  /** True when it answered the request; false leaves it to Next.js (not compressed yet, not ours, no br). */
  answer(req: IncomingMessage, res: ServerResponse): boolean
  /** Resolves once every file is compressed. */
  ready: Promise<void>
}

export function createStaticBrotli(staticDir: string): StaticBrotli {
  const files = new Map<string, Compressed>()
  const ready = (async () => {
    if (!fs.existsSync(staticDir)) return
    for (const file of walk(staticDir)) {
      const body = await brotli(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      const url = URL_PREFIX + path.relative(staticDir, file).split(path.sep).join('/')
      files.set(url, { body, type: TYPES[path.extname(file)]! })
    }
  })()
  return {
    ready,
    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const url = req.url ?? ''
      if (!url.startsWith(URL_PREFIX)) return false
      const query = url.indexOf('?')
      const file = files.get(query < 0 ? url : url.slice(0, query))
      if (!file || chooseContentEncoding(req.headers['accept-encoding']) !== 'br') return false
      res.writeHead(200, {
        'content-type': file.type,
        'content-encoding': 'br',
        'content-length': file.body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      })
      res.end(req.method === 'HEAD' ? undefined : file.body)
      return true
    },
  }
}
