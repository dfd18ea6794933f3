// Password hashing (ARCHITECTURE §8): scrypt, which is memory-hard (N=2^15, r=8 → 32 MiB per hash), with
// at most a few hashes running at once so that a burst of sign-ins cannot exhaust the server's memory.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const MAX_CONCURRENT_HASHES = 2

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

let running = 0
const waiting: (() => void)[] = []

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number) {
  // maxmem must exceed 128·N·r bytes or Node refuses the parameters.
  return withHashSlot(() => scryptAsync(password, salt, keyLength, { ...params, maxmem: 256 * params.N * params.r }))
}

/** `scrypt$N$r$p$salt$key` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS, KEY_LENGTH)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// Compared against when the email is unknown, so that the answer takes as long as for a real account.
let decoy: Promise<string> | undefined
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await decoy)
  return false
}

/** For tests: how many hashes may run at once. */
export const PASSWORD_HASH_CONCURRENCY = MAX_CONCURRENT_HASHES
