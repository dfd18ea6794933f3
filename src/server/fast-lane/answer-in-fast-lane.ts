// Runs one mount-table handler (src/server/router.ts) for a Node.js request: builds the web Request it
// expects, and writes its Response back as Next.js would (its headers and cookies beside those the
// request policy already set, and a compressed body when the client accepts one).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { JsonBody } from '@/server/api-handler'
import type { BoundHandler } from '@/server/router'
import { attachRequestText, responseTextOf } from '@/server/http/lane-bodies'
import { logger } from '@/server/observability/logger'
import { createCompressedBodyCache } from './compressed-body-cache'
import { chooseContentEncoding } from './content-encoding'

// 32 MB holds a few thousand compressed answers: the hot autocomplete and results answers of a busy site.
// Listed in the cache registry (src/server/cache-registry.ts) by scripts/serve.ts.
export const compressedBodies = createCompressedBodyCache(32 * 1024 * 1024)

// Below this, compressing costs more than the bytes it saves (the threshold Next.js's compression uses).
const COMPRESS_FROM_BYTES = 1024

/** The request's body, or null once it passes `maxBytes` (the rest is drained, unread). */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size > maxBytes) tooLarge = true
      else chunks.push(chunk)
    })
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

const COMPRESSIBLE = /^(text\/|application\/(json|[\w.+-]*\+json|javascript|xml|[\w.+-]*\+xml)|image\/svg\+xml)/

function isCompressible(contentType: string | null, contentEncoding: string | null): boolean {
  return contentEncoding === null && COMPRESSIBLE.test(contentType ?? '')
}

function toWebRequest(req: IncomingMessage): Request {
  // req.headers, not rawHeaders: the request policy has rewritten the forwarding headers there.
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers })
}

const utf8 = new TextDecoder()

/**
 * `request` with the body our server read. A form with files (multipart) goes in the Request, for
 * formData(); any other body goes beside it as text (lane-bodies.ts), decoded as Request.text() would.
 */
function withBody(request: Request, raw: Buffer): Request {
  if (/^multipart\//i.test(request.headers.get('content-type') ?? '')) return new Request(request, { body: new Uint8Array(raw) })
  return attachRequestText(request, utf8.decode(raw))
}

/**
 * Answers `req` with `handler`. Returns false, having written nothing, when the request cannot even be
 * turned into a web Request (a malformed Host header, say): Next.js then answers it as usual.
 */
export async function answerInFastLane(req: IncomingMessage, res: ServerResponse, handler: BoundHandler): Promise<boolean> {
  let request: Request
  try {
    request = toWebRequest(req)
  } catch {
    return false
  }
  let status: number
  // The handler's own headers, or null for a handleGet answer written without a Response (its two are below).
  let headers: Headers | null = null
  let cacheControl = 'no-store'
  let body: Buffer
  let own: JsonBody | undefined
  try {
    // A body is read only once the request is known to be ours; one past its row's limit (a byte more
    // than handleJson accepts, for JSON) is refused without reading the rest.
    const raw = req.method !== 'GET' && req.method !== 'HEAD' ? await readBody(req, handler.maxBodyBytes + 1) : undefined
    let response: Response | undefined
    if (raw === null) {
      response = Response.json(
        handler.tooLarge
          ? { error: 'INVALID_ARGUMENT', error_description: handler.tooLarge.message, argument_errors: { [handler.tooLarge.field]: [handler.tooLarge.message] } }
          : { error: 'INVALID_ARGUMENT', error_description: 'The request body is too large.' },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      )
    } else if (raw === undefined && handler.answer) {
      // A handleGet row: its JSON, made once per cached answer, goes out as bytes made once too.
      const answered = await handler.answer(request)
      if (answered.kind === 'json') {
        own = answered.body
        cacheControl = answered.cacheControl
      } else response = answered.response
    } else {
      response = await handler.handle(raw === undefined ? request : withBody(request, raw))
    }
    if (response) {
      status = response.status
      headers = response.headers
      const text = responseTextOf(response)
      body = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text)
    } else {
      status = 200
      body = own!.bytes ??= Buffer.from(own!.text)
    }
  } catch (error) {
    // Handlers map every expected error themselves; this is a bug, answered as Next.js would.
    logger().error({ err: error, correlationId: req.headers['eb-correlation-id'] }, 'fast-lane handler threw')
    status = 500
    own = undefined
    headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
    body = Buffer.from(JSON.stringify({ error: 'INTERNAL', error_description: 'Something went wrong on our side.' }))
  }
  const policyCookies = res.getHeader('set-cookie')
  const setCookies = [...(policyCookies === undefined ? [] : Array.isArray(policyCookies) ? policyCookies : [String(policyCookies)]), ...(headers?.getSetCookie() ?? [])]
  if (headers) {
    headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value)
    })
  } else {
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', cacheControl)
  }
  if (setCookies.length > 0) res.setHeader('set-cookie', setCookies)
  // A POST's answer (an order) is the buyer's own and never asked twice: not worth the shared cache of
  // compressed bodies, nor the compression of a couple of kilobytes.
  // Images and other binary bodies are compressed already (and would fill the cache for nothing).
  const contentType = headers ? headers.get('content-type') : 'application/json'
  if (body.length >= COMPRESS_FROM_BYTES && (req.method === 'GET' || req.method === 'HEAD') && isCompressible(contentType, headers?.get('content-encoding') ?? null)) {
    const vary = headers?.get('vary')
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = chooseContentEncoding(req.headers['accept-encoding'])
    if (encoding) {
      const known = own?.compressed?.get(encoding)
      if (known) body = known
      else {
        body = compressedBodies.compressed(body, encoding)
        if (own) (own.compressed ??= new Map()).set(encoding, body)
      }
      res.setHeader('content-encoding', encoding)
    }
  }
  res.setHeader('content-length', body.length)
  res.statusCode = status
  res.end(body)
  return true
}
