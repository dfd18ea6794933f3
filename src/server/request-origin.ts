// No `server-only` guard: the proxy (which runs before routing) uses this too.

/** The public origin of a request (scheme and host), honouring a reverse proxy's forwarded headers. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')
  return `${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`
}

/** The same origin for server components, which see only the request headers. */
export function originFromHeaders(headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost'
  const proto = headers.get('x-forwarded-proto') ?? 'http'
  return `${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`
}
