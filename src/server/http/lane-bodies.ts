// Bodies as text beside the web Request and Response that would otherwise carry them as streams. Our
// server (answer-in-fast-lane.ts) reads a request's body before its handler runs: a web Request made
// with it would copy it into a stream for the handler to read back, and a JSON Response would encode its
// text into a stream that our server then reads back into bytes. On a purchase those streams were an
// eighth of the server's CPU (decision 037). So the text rides beside the Request, and a handler's JSON
// answer beside a Response without a body. A Request or Response that Next.js made, or a test, carries
// its body as usual, and the readers below fall back to it.
const requestTexts = new WeakMap<Request, string>()
const responseTexts = new WeakMap<Response, string>()

/** Our server read `request`'s body already (it was made without one): handlers read `text`. */
export function attachRequestText(request: Request, text: string): Request {
  requestTexts.set(request, text)
  return request
}

/** A request's body as text, wherever it is. Endpoint code reads bodies only through this (lint). */
export function readRequestText(request: Request): Promise<string> {
  const known = requestTexts.get(request)
  return known === undefined ? request.text() : Promise.resolve(known)
}

/**
 * A JSON answer with `status` and no-store: for a request our server answers, a Response without a body
 * and the text beside it; otherwise an ordinary JSON Response.
 */
export function jsonResponse(request: Request, body: unknown, status: number): Response {
  if (!requestTexts.has(request)) return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
  const response = new Response(null, { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })
  responseTexts.set(response, JSON.stringify(body))
  return response
}

/** The JSON text beside a Response made by `jsonResponse` for our server, if any. */
export function responseTextOf(response: Response): string | undefined {
  return responseTexts.get(response)
}
