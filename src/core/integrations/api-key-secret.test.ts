import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { createApiKeySecret, hashApiKeySecret, hasBearerScheme, isSameSecretHash, parseApiKeySecret, parseBearerHeader } from './api-key-secret'
import { computeScopeList, isApiKeyScope } from './api-key-scopes'

test('A new secret starts with tsk_live_ and its visible prefix, and two secrets are never alike', () => {
  const one = createApiKeySecret(randomBytes)
  const two = createApiKeySecret(randomBytes)
  expect(one.secret.startsWith(`tsk_live_${one.prefix}_`)).toBe(true)
  expect(one.prefix).toMatch(/^[0-9a-z]{12}$/)
  expect(one.secret).not.toBe(two.secret)
  // 32 random bytes after the prefix: 43 base64url characters.
  expect(one.secret.length).toBe('tsk_live_'.length + 12 + 1 + 43)
})

test('Only a well-formed secret is parsed, and its prefix comes back', () => {
  const { secret, prefix } = createApiKeySecret(randomBytes)
  expect(parseApiKeySecret(secret)).toEqual({ prefix })
  expect(parseApiKeySecret(`${secret}x`)).toBeNull()
  expect(parseApiKeySecret(secret.replace('tsk_live_', 'tsk_test_'))).toBeNull()
  expect(parseApiKeySecret('')).toBeNull()
  expect(parseApiKeySecret('tsk_live_short_abc')).toBeNull()
})

test('The stored hash is the SHA-256 of the secret, compared in constant time', () => {
  const { secret } = createApiKeySecret(randomBytes)
  const hash = hashApiKeySecret(secret)
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  expect(hash).not.toContain(secret)
  expect(isSameSecretHash(hash, hashApiKeySecret(secret))).toBe(true)
  expect(isSameSecretHash(hash, hashApiKeySecret(`${secret.slice(0, -1)}A`))).toBe(false)
  expect(isSameSecretHash(hash, '')).toBe(false)
})

test('A Bearer header gives its token whatever the scheme’s case; other schemes give none', () => {
  expect(parseBearerHeader('Bearer abc')).toBe('abc')
  expect(parseBearerHeader('bearer   abc ')).toBe('abc')
  expect(parseBearerHeader('Basic abc')).toBeUndefined()
  expect(parseBearerHeader('Bearer')).toBeUndefined()
  expect(parseBearerHeader(null)).toBeUndefined()
  expect(hasBearerScheme('Bearer')).toBe(true)
  expect(hasBearerScheme('Basic abc')).toBe(false)
})

test('Scopes are the six of the issue, each kept once in their listed order', () => {
  expect(computeScopeList(['orders:read', 'events:read', 'orders:read'])).toEqual(['events:read', 'orders:read'])
  expect(isApiKeyScope('webhooks:manage')).toBe(true)
  expect(isApiKeyScope('admin')).toBe(false)
})
