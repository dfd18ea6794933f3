// Standard Webhooks signing (decision 066), by node:crypto exactly as the specification says: the signed
// content is `{webhook-id}.{webhook-timestamp}.{body}`, HMAC-SHA256 keyed with the base64-decoded part of
// the `whsec_` secret, sent as `v1,{base64 signature}`; several signatures are space-separated (both
// secrets during a rotation). Tests verify it with the official `standardwebhooks` package.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

const SECRET_PREFIX = 'whsec_'

/** A new endpoint secret: `whsec_` and the base64 of 24 random bytes, as Svix issues them. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64')
}

/** A new message id, stable across retries and replays of the message: `msg_` and 24 random characters. */
export function generateWebhookMessageId(): string {
  return 'msg_' + randomBytes(18).toString('base64url')
}

/** The `v1,…` signature of one message with one secret. */
export function computeWebhookSignature(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  return 'v1,' + createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64')
}

/** The three Standard Webhooks headers of one attempt, signed with every secret given (current first). */
export function computeWebhookHeaders(secrets: readonly string[], msgId: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000)
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => computeWebhookSignature(s, msgId, timestamp, body)).join(' '),
  }
}

/** What lists show of a secret: its prefix and first characters, enough to tell two apart. */
export function computeSecretHint(secret: string): string {
  return `${secret.slice(0, SECRET_PREFIX.length + 4)}…`
}

// Secrets at rest: AES-256-GCM under a key derived from the server's secret, stored as
// `enc:v1:{iv}:{tag}:{ciphertext}` (base64url). A database dump alone does not let anyone sign as us.
const ENCRYPTED_PREFIX = 'enc:v1:'

function boxKey(serverSecret: string): Buffer {
  return createHash('sha256').update(`tessera webhook secrets\u0000${serverSecret}`).digest()
}

export function sealWebhookSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', boxKey(serverSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ENCRYPTED_PREFIX + [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join(':')
}

export function openWebhookSecret(stored: string, serverSecret: string): string {
  if (!stored.startsWith(ENCRYPTED_PREFIX)) return stored
  const [iv = '', tag = '', sealed = ''] = stored.slice(ENCRYPTED_PREFIX.length).split(':')
  const decipher = createDecipheriv('aes-256-gcm', boxKey(serverSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
}
