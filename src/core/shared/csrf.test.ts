import { expect, test } from 'vitest'
import { checkCsrf, createCsrfToken, csrfSetCookie } from './csrf'

const self = 'http://localhost:3000'
const base = { cookieToken: 'abc', headerToken: 'abc', origin: self, referer: null, selfOrigins: [self] }

test('Reads pass without any token', () => {
  expect(checkCsrf({ ...base, method: 'GET', cookieToken: undefined, headerToken: null, origin: null })).toEqual({ ok: true })
})

test('A same-origin write with the cookie echoed in the header passes', () => {
  expect(checkCsrf({ ...base, method: 'POST' })).toEqual({ ok: true })
})

test('Writes without the header, with a wrong token or from another origin are refused', () => {
  expect(checkCsrf({ ...base, method: 'POST', headerToken: null }).ok).toBe(false)
  expect(checkCsrf({ ...base, method: 'DELETE', headerToken: 'abd' }).ok).toBe(false)
  expect(checkCsrf({ ...base, method: 'POST', origin: 'https://evil.example' }).ok).toBe(false)
  expect(checkCsrf({ ...base, method: 'POST', origin: null, referer: null }).ok).toBe(false)
})

test('Without an Origin header the Referer must be ours', () => {
  expect(checkCsrf({ ...base, method: 'POST', origin: null, referer: `${self}/e/x` }).ok).toBe(true)
  expect(checkCsrf({ ...base, method: 'POST', origin: null, referer: 'https://evil.example/' }).ok).toBe(false)
})

test('Tokens are long, URL-safe and different each time', () => {
  const a = createCsrfToken()
  expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(createCsrfToken()).not.toBe(a)
  // Tokens are cut from a pool of random bytes: across several refills of it, none comes twice.
  const many = Array.from({ length: 1000 }, createCsrfToken)
  expect(new Set(many).size).toBe(1000)
  for (const token of many) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
})

test('the CSRF cookie is readable by scripts, lax, site-wide and kept for a year', () => {
  expect(csrfSetCookie('abc', { secure: false })).toBe('csrftoken=abc; Path=/; Max-Age=31536000; SameSite=Lax')
})

test('the CSRF cookie is Secure when the site is served over HTTPS', () => {
  expect(csrfSetCookie('abc', { secure: true })).toMatch(/; Secure$/)
})

test('A plain HTML form post passes the policy on Origin and cookie, leaving the token field to its handler', () => {
  const form = { method: 'POST', cookieToken: 'abc', headerToken: null, origin: 'https://tessera.test', referer: null, selfOrigins: ['https://tessera.test'], tokenInFormField: true }
  expect(checkCsrf(form).ok).toBe(true)
  // Still refused from another site, or without the cookie.
  expect(checkCsrf({ ...form, origin: 'https://evil.test' }).ok).toBe(false)
  expect(checkCsrf({ ...form, cookieToken: undefined }).ok).toBe(false)
  // The handler's own check: the field must match the cookie.
  expect(checkCsrf({ ...form, tokenInFormField: false, headerToken: 'abd' }).ok).toBe(false)
  expect(checkCsrf({ ...form, tokenInFormField: false, headerToken: 'abc' }).ok).toBe(true)
})
