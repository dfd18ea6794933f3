// The developers' page's verification examples, run as they are shown (loaded by Node itself from their
// text), given messages signed by our real signer, the one the delivery worker uses (decision 066).
import { expect, test } from 'vitest'
import { computeWebhookBody } from '@/core/webhooks/webhook-payload'
import { computeWebhookHeaders, generateWebhookMessageId, generateWebhookSecret } from '@/core/webhooks/webhook-signature'
import { loadModuleText } from '../../../tests/helpers/load-module-text'
import { NODE_CRYPTO_EXAMPLE, STANDARD_WEBHOOKS_EXAMPLE } from './verify-example'

type Verify = (body: string, headers: Record<string, string>) => unknown

/** The example as a module of its own, reading `secret` from TESSERA_WEBHOOK_SECRET as it loads. */
async function loadExample(text: string, secret: string): Promise<Verify> {
  const loaded = await loadModuleText<{ verifyTesseraWebhook: Verify }>(text, { env: { TESSERA_WEBHOOK_SECRET: secret }, packages: ['standardwebhooks'] })
  return loaded.verifyTesseraWebhook
}

function signedMessage(secrets: string[], at = new Date()) {
  const body = computeWebhookBody('order.placed', at, { id: '4821', status: 'paid', email: 'ada@example.com', tickets: [{ id: '1', attendee_name: 'Ada Lovelace' }] })
  return { body, headers: computeWebhookHeaders(secrets, generateWebhookMessageId(), at, body) }
}

const MINUTE = 60_000

for (const [name, example] of [
  ['standardwebhooks package', STANDARD_WEBHOOKS_EXAMPLE],
  ['node:crypto', NODE_CRYPTO_EXAMPLE],
] as const) {
  test(`The ${name} example accepts a message our signer signed, with one secret or two during a rotation`, async () => {
    const secret = generateWebhookSecret()
    const verify = await loadExample(example, secret)
    const { body, headers } = signedMessage([secret])
    expect(verify(body, headers)).toEqual(JSON.parse(body))
    const rotating = signedMessage([generateWebhookSecret(), secret])
    expect(rotating.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    expect(verify(rotating.body, rotating.headers)).toEqual(JSON.parse(rotating.body))
    // Four minutes either way is within the five-minute tolerance.
    const late = signedMessage([secret], new Date(Date.now() - 4 * MINUTE))
    expect(verify(late.body, late.headers)).toEqual(JSON.parse(late.body))
  })

  test(`The ${name} example refuses a changed body, another secret, an old or future timestamp and a missing signature`, async () => {
    const secret = generateWebhookSecret()
    const verify = await loadExample(example, secret)
    const { body, headers } = signedMessage([secret])
    expect(() => verify(body.replace('"4821"', '"4822"'), headers)).toThrow()
    expect(() => verify(`${body} `, headers)).toThrow()
    const other = signedMessage([generateWebhookSecret()])
    expect(() => verify(other.body, other.headers)).toThrow()
    const old = signedMessage([secret], new Date(Date.now() - 6 * MINUTE))
    expect(() => verify(old.body, old.headers)).toThrow()
    const future = signedMessage([secret], new Date(Date.now() + 6 * MINUTE))
    expect(() => verify(future.body, future.headers)).toThrow()
    // The signed timestamp moved forward by a reader's clock skew trick: the signature no longer matches.
    expect(() => verify(old.body, { ...old.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) })).toThrow()
    const { 'webhook-signature': _signature, ...unsigned } = headers
    expect(() => verify(body, unsigned)).toThrow()
    expect(() => verify(body, { ...headers, 'webhook-signature': 'v1,' })).toThrow()
  })
}
