// The developers' page's two ways of verifying a webhook in JavaScript (issue 41 "Docs", decision 066), as
// the text the page shows. verify-example.test.ts runs these very texts against messages signed by our
// own signer (src/core/webhooks/webhook-signature.ts), so the page cannot show code that does not work.
// Both are ES modules that read the secret from TESSERA_WEBHOOK_SECRET and export one function taking the
// raw body (a string, exactly as received) and the request's headers.

/** With the official Standard Webhooks package. */
export const STANDARD_WEBHOOKS_EXAMPLE = `import { Webhook } from 'standardwebhooks'

// The endpoint's secret ("whsec_…"), shown once when you add the endpoint or rotate its secret
const webhook = new Webhook(process.env.TESSERA_WEBHOOK_SECRET)

// body: the raw request body as a string, exactly as it arrived (before parsing the JSON)
// headers: the request's headers (webhook-id, webhook-timestamp, webhook-signature)
export function verifyTesseraWebhook(body, headers) {
  // Throws when no signature matches or the timestamp is more than 5 minutes away
  return webhook.verify(body, headers)
}
`

/** With Node.js alone: several signatures, a constant-time comparison and a five-minute tolerance. */
export const NODE_CRYPTO_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto'

const secret = process.env.TESSERA_WEBHOOK_SECRET // "whsec_…"
const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
const TOLERANCE_SECONDS = 5 * 60

export function verifyTesseraWebhook(body, headers) {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  const signatures = headers['webhook-signature']
  if (!id || !timestamp || !signatures) throw new Error('Missing webhook headers')

  const seconds = Number(timestamp)
  if (!Number.isInteger(seconds) || Math.abs(Date.now() / 1000 - seconds) > TOLERANCE_SECONDS) {
    throw new Error('Timestamp too old or too new')
  }

  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest()
  // "v1,<base64>", several separated by spaces (two while a secret is being rotated)
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',')
    if (version !== 'v1' || !signature) return false
    const given = Buffer.from(signature, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) throw new Error('Invalid signature')

  return JSON.parse(body)
}
`
