// Renders a page by handing Next.js a request made up in memory and collecting what it writes: the home
// page cache fills itself this way, with no loopback request and no secret header (issue 18 item 1).
import http from 'node:http'
import { Socket } from 'node:net'

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

export type RenderedPage = { status: number; headers: http.OutgoingHttpHeaders; body: string }

/** GETs `url` from `handle` with exactly `headers`, in process; resolves once the response has ended. */
export function renderInProcess(handle: NodeHandler, url: string, headers: http.IncomingHttpHeaders): Promise<RenderedPage> {
  const socket = new Socket()
  const req = new http.IncomingMessage(socket)
  req.method = 'GET'
  req.url = url
  req.headers = headers
  req.push(null)
  const res = new http.ServerResponse(req)
  const chunks: Buffer[] = []
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array))
  }
  return new Promise<RenderedPage>((resolve, reject) => {
    const finish = () => {
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks).toString('utf8') })
      socket.destroy()
    }
    // The response has no socket: what Next.js writes is kept here instead of being sent.
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding)
      const done = [encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined
      done?.()
      return true
    }) as typeof res.write
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding)
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined
      done?.()
      res.emit('finish')
      finish()
      return res
    }) as typeof res.end
    handle(req, res).catch(reject)
  })
}
