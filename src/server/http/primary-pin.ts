// Read-your-writes across replicas (issue 43, decision 067): a browser that sends a write (any method but
// GET, HEAD and OPTIONS) gets a short-lived cookie, and while it lasts every read its requests make is on
// the primary, whichever instance answers them: a buyer's tickets right after the purchase, a creator's
// event page right after an edit, a like that shows at once. Without replicas nothing is set or read.
import type http from 'node:http'
import { cookieValue } from './request-policy'

export const PRIMARY_PIN_COOKIE = 'tessera_rw'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * For a write: puts the pin cookie on `res` (beside the cookies the request policy set), ending `pinMs`
 * from now. For a read: whether its pin is still running. The cookie holds only the end time; a forged
 * one can only send its own reads to the primary, as any request of a writing session does.
 */
export function applyPrimaryPin(req: http.IncomingMessage, res: http.ServerResponse, pinMs: number, nowMs: number): boolean {
  if (!SAFE_METHODS.has(req.method ?? 'GET')) {
    const until = nowMs + pinMs
    const cookie = `${PRIMARY_PIN_COOKIE}=${until}; Path=/; Max-Age=${Math.ceil(pinMs / 1000)}; HttpOnly; SameSite=Lax`
    const set = res.getHeader('set-cookie')
    res.setHeader('set-cookie', set === undefined ? [cookie] : [...(Array.isArray(set) ? set : [String(set)]), cookie])
    return true
  }
  const until = Number(cookieValue(req.headers.cookie, PRIMARY_PIN_COOKIE))
  return Number.isFinite(until) && until > nowMs
}
