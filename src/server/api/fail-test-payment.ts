// POST /api/v3/payments/test/{reference}/fail/: the buyer fails or cancels the test provider's extra step,
// as at a bank's 3-D Secure page (issue 38 point 1). The payment fails through the provider's signed
// callback; the order stays held, so the buyer can pay with another card.
import 'server-only'
import { answerTestPaymentStep, confirmTestPaymentEndpoint } from './confirm-test-payment'

export const failTestPaymentEndpoint = {
  ...confirmTestPaymentEndpoint,
  path: '/api/v3/payments/test/{reference}/fail/',
  summary: "Test provider: fail or cancel a payment's extra confirmation step",
  description: 'Answers the order id; the payment fails and the order stays held until its hold expires. 404 for an unknown or settled payment.',
}

export const POST = answerTestPaymentStep(failTestPaymentEndpoint, (provider, reference) => provider.failAction(reference))
