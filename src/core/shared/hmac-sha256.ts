// HMAC-SHA256 with a secret given as text. The secret is made a key once: createHmac with a string
// converts and imports it on every call, which under load was a third of each signature's cost.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto'

// A process has a handful of secrets (the ticketing secret, the callback key, a test's own).
const keys = new Map<string, KeyObject>()
const MAX_KEYS = 64

export function hmacSha256(secret: string, payload: string): Buffer {
  let key = keys.get(secret)
  if (!key) {
    if (keys.size >= MAX_KEYS) keys.clear()
    key = createSecretKey(Buffer.from(secret, 'utf8'))
    keys.set(secret, key)
  }
  return createHmac('sha256', key).update(payload).digest()
}
