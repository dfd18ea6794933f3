import { expect, test } from 'vitest'
import { createRefreshingCache } from './ttl-cache'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a refreshing cache answers from memory while fresh, then serves the old value while one reload runs', async () => {
  const cache = createRefreshingCache<string>(60_000, 240_000)
  let loads = 0
  let finishReload: (value: string) => void = () => {}
  expect(await cache.get('k', 0, () => (loads++, Promise.resolve('first')))).toBe('first')
  expect(await cache.get('k', 59_000, () => (loads++, Promise.resolve('unused')))).toBe('first')
  expect(loads).toBe(1)
  // Past its minute: the stale value answers at once, and one reload starts; others asking meanwhile wait for nothing.
  const slowReload = () => (loads++, new Promise<string>((resolve) => (finishReload = resolve)))
  expect(await cache.get('k', 61_000, slowReload)).toBe('first')
  expect(await cache.get('k', 61_500, slowReload)).toBe('first')
  expect(loads).toBe(2)
  finishReload('second')
  await settle()
  expect(await cache.get('k', 62_000, () => (loads++, Promise.resolve('unused')))).toBe('second')
  expect(loads).toBe(2)
})

test('an entry unused past its stale window is loaded again before answering', async () => {
  const cache = createRefreshingCache<string>(60_000, 240_000)
  await cache.get('k', 0, () => Promise.resolve('old'))
  expect(cache.has('k', 299_000)).toBe(true)
  expect(cache.has('k', 300_000)).toBe(false)
  expect(await cache.get('k', 300_000, () => Promise.resolve('new'))).toBe('new')
})

test('a failed load is not remembered, and a failed reload keeps the stale value and is tried again', async () => {
  const cache = createRefreshingCache<string>(60_000, 240_000)
  await expect(cache.get('k', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  await settle()
  expect(cache.has('k', 1)).toBe(false)
  expect(await cache.get('k', 1, () => Promise.resolve('up'))).toBe('up')
  expect(await cache.get('k', 70_000, () => Promise.reject(new Error('down again')))).toBe('up')
  await settle()
  expect(await cache.get('k', 71_000, () => Promise.resolve('renewed'))).toBe('up')
  await settle()
  expect(await cache.get('k', 72_000, () => Promise.resolve('unused'))).toBe('renewed')
})
