// Runs one fast-lane route handler for a Node.js request: builds the web Request it expects, and writes
// its Response back as Next.js would (its headers, the CSRF cookie the proxy would have issued, and a
// compressed body when the client accepts one).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CSRF_COOKIE, createCsrfToken, csrfSetCookie } from '@/core/shared/csrf'
import { requestOrigin } from '@/server/request-origin'
import { logger } from '@/server/observability/logger'
import type { RouteHandler } from './fast-lane'
import { createCompressedBodyCache } from './compressed-body-cache'
import { chooseContentEncoding } from './content-encoding'

// 32 MB holds a few thousand compressed answers: the hot autocomplete and results answers of a busy site.
const compressedBodies = createCompressedBodyCache(32 * 1024 * 1024)

// Below this, compressing costs more than the bytes it saves (the threshold Next.js's compression uses).
const COMPRESS_FROM_BYTES = 1024

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false
  return header.split(';').some((part) => part.trimStart().startsWith(`${name}=`))
}

function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: 'GET', headers })
}

/**
 * Answers `req` with `handler`. Returns false, having written nothing, when the request cannot even be
 * turned into a web Request (a malformed Host header, say): Next.js then answers it as usual.
 */
export async function answerInFastLane(req: IncomingMessage, res: ServerResponse, handler: RouteHandler): Promise<boolean> {
  let request: Request
  try {
    request = toWebRequest(req)
  } catch {
    return false
  }
  let status: number
  let headers: Headers
  let body: Buffer
  try {
    const response = await handler(request)
    status = response.status
    headers = response.headers
    body = Buffer.from(await response.arrayBuffer())
  } catch (error) {
    // Handlers map every expected error themselves; this is a bug, answered as Next.js would.
    logger().error({ err: error }, 'fast-lane handler threw')
    status = 500
    headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
    body = Buffer.from(JSON.stringify({ error: 'INTERNAL', error_description: 'Something went wrong on our side.' }))
  }
  const setCookies = headers.getSetCookie()
  if (!hasCookie(req.headers.cookie, CSRF_COOKIE)) {
    setCookies.push(csrfSetCookie(createCsrfToken(), { secure: requestOrigin(request).startsWith('https:') }))
  }
  headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value)
  })
  if (setCookies.length > 0) res.setHeader('set-cookie', setCookies)
  if (body.length >= COMPRESS_FROM_BYTES) {
    res.setHeader('vary', 'Accept-Encoding')
    const encoding = chooseContentEncoding(req.headers['accept-encoding'])
    if (encoding) {
      body = compressedBodies.compressed(body, encoding)
      res.setHeader('content-encoding', encoding)
    }
  }
  res.setHeader('content-length', body.length)
  res.statusCode = status
  res.end(body)
  return true
}
