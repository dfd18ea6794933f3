import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { createGracefulShutdown } from './graceful-shutdown'

async function startServer(handler: (res: http.ServerResponse) => void, deadlineMs: number) {
  const events: string[] = []
  const server = http.createServer((_req, res) => {
    shutdown.track(res)
    handler(res)
  })
  const shutdown = createGracefulShutdown(server, {
    deadlineMs,
    closeResources: () => {
      events.push('resources closed')
      return Promise.resolve()
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return { url, shutdown, events }
}

test('On shutdown a request in flight still gets its answer, and only then are resources closed', async () => {
  let received: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (received = resolve))
  const { url, shutdown, events } = await startServer((res) => {
    received()
    setTimeout(() => {
      events.push('answered')
      res.end('done')
    }, 300)
  }, 5000)
  const inFlight = fetch(url).then((r) => r.text())
  await arrived
  const stopped = shutdown.shutdown()
  expect(shutdown.draining).toBe(true)
  expect(await inFlight).toBe('done')
  expect(await stopped).toEqual({ unfinished: 0 })
  expect(events).toEqual(['answered', 'resources closed'])
})

test('After shutdown begins, new connections are refused', async () => {
  const { url, shutdown } = await startServer((res) => res.end('ok'), 5000)
  expect(await fetch(url).then((r) => r.text())).toBe('ok')
  await shutdown.shutdown()
  await expect(fetch(url)).rejects.toThrow()
})

test('A request slower than the deadline does not hold the shutdown up', async () => {
  let received: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (received = resolve))
  const { url, shutdown, events } = await startServer(() => received(), 200)
  const hung = fetch(url).catch(() => 'connection closed')
  await arrived
  const started = Date.now()
  expect(await shutdown.shutdown()).toEqual({ unfinished: 1 })
  expect(Date.now() - started).toBeLessThan(2000)
  expect(await hung).toBe('connection closed')
  expect(events).toEqual(['resources closed'])
})
