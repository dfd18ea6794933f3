// The callback's wait for a payment this instance is recording (payments-in-flight.ts), without a database.
import { expect, test } from 'vitest'
import { awaitRecordedPayment, createPaymentsInFlight, startRecordingPayment } from './payments-in-flight'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

test('A callback for an order being paid here waits until the payment is recorded, then goes on', async () => {
  const inFlight = createPaymentsInFlight()
  const recorded = startRecordingPayment(inFlight, 7)
  let waited = false
  const callback = awaitRecordedPayment(inFlight, 7).then(() => (waited = true))
  await tick()
  expect(waited).toBe(false)
  recorded()
  await callback
  expect(waited).toBe(true)
  expect(inFlight.size).toBe(0)
})

test('A callback for another order, or with no recording under way, does not wait', async () => {
  const inFlight = createPaymentsInFlight()
  const recorded = startRecordingPayment(inFlight, 7)
  let waited = false
  await awaitRecordedPayment(inFlight, 8).then(() => (waited = true))
  expect(waited).toBe(true)
  recorded()
  await expect(awaitRecordedPayment(undefined, 7)).resolves.toBeUndefined()
})

test('A recording that never finishes holds the callback up only as long as the limit', async () => {
  const inFlight = createPaymentsInFlight()
  startRecordingPayment(inFlight, 7)
  const started = performance.now()
  await awaitRecordedPayment(inFlight, 7, 30)
  expect(performance.now() - started).toBeGreaterThanOrEqual(25)
})
