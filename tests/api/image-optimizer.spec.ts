import { expect, test } from '../e2e/fixtures'
test('The image optimizer refuses other hosts, unknown widths and unknown images with JSON errors', async ({ request }) => {
  const foreign = await request.get('/home/_next/image/?url=https%3A%2F%2Fexample.com%2Fa.png&w=640&q=75')
  expect(foreign.status()).toBe(400)
  expect(await foreign.json()).toMatchObject({ error: 'INVALID_ARGUMENT', argument_errors: { url: [expect.any(String)] } })

  const badWidth = await request.get('/home/_next/image/?url=%2Fimages%2Fdemo%2Fx.png&w=641')
  expect(badWidth.status()).toBe(400)
  expect(await badWidth.json()).toMatchObject({ error: 'INVALID_ARGUMENT', argument_errors: { w: [expect.any(String)] } })

  const missingUrl = await request.get('/home/_next/image/?w=640')
  expect(missingUrl.status()).toBe(400)

  const traversal = await request.get('/home/_next/image/?url=%2Fimages%2F..%2F..%2Fetc%2Fpasswd&w=640')
  expect(traversal.status()).toBe(400)

  const unknown = await request.get('/home/_next/image/?url=%2Fimages%2Fdemo%2Fno-such-image.png&w=640')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toMatchObject({ error: 'NOT_FOUND' })
})
