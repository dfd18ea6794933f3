// The anonymous id of a place, as the draw's published list names it (docs/waiting-room.md): read from
// the place token the server signed ("p1|event|room|place|session" in base64url, then its signature), so
// a buyer can find their own entry in the list and check where the draw put it. Display only: the
// server checks the token, never this.
export function computePlaceId(placeToken: string): string | null {
  const body = placeToken.split('.')[0] ?? ''
  try {
    const text = atob(body.replace(/-/g, '+').replace(/_/g, '/'))
    const [version, , , placeId] = text.split('|')
    return version === 'p1' && placeId && /^[\w-]{1,64}$/.test(placeId) ? placeId : null
  } catch {
    return null
  }
}
