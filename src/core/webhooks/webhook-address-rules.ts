// Which addresses a webhook may be sent to (decision 066): never this machine, a private network, a
// link-local address (169.254.169.254 is the cloud metadata service) or anything not a public unicast
// address, so an organizer cannot make our servers call inside our network (SSRF). Pure.
import { isIP } from 'node:net'

// IPv4 ranges that are not public unicast: [first address as a number, prefix length].
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, metadata services
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]

function v4ToNumber(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0)
}

function isBlockedV4(address: string): boolean {
  const n = v4ToNumber(address)
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits)
    const start = v4ToNumber(base)
    return n >= start && n < start + size
  })
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail turned into two groups). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? ''
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4Tail?.[1]) {
    const n = v4ToNumber(v4Tail[1])
    text = text.slice(0, -v4Tail[1].length) + `${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right].map((g) => parseInt(g || '0', 16))
}

function isBlockedV6(address: string): boolean {
  const g = v6Groups(address)
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h = 0, i = 0] = g
  if (g.every((x) => x === 0)) return true // unspecified ::
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0 && h === 0 && i === 1) return true // loopback ::1
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): judged as the IPv4 address they carry.
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && (f === 0xffff || f === 0)) {
    return isBlockedV4(`${h >> 8}.${h & 255}.${i >> 8}.${i & 255}`)
  }
  if (a === 0x64 && b === 0xff9b) return isBlockedV4(`${h >> 8}.${h & 255}.${i >> 8}.${i & 255}`) // NAT64
  if ((a & 0xfe00) === 0xfc00) return true // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return true // link-local fe80::/10
  if ((a & 0xffc0) === 0xfec0) return true // site-local (deprecated) fec0::/10
  if ((a & 0xff00) === 0xff00) return true // multicast
  if (a === 0x2001 && b === 0x0db8) return true // documentation
  if (a === 0x2002) return isBlockedV4(`${b >> 8}.${b & 255}.${c >> 8}.${c & 255}`) // 6to4 carries an IPv4
  return false
}

/** Whether `address` (a literal IPv4 or IPv6 address) is a public unicast address a webhook may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !isBlockedV4(address)
  if (family === 6) return !isBlockedV6(address)
  return false
}

/**
 * Why a webhook URL is refused before any lookup, or null when its form is acceptable: http or https only,
 * no credentials, a host, at most 2,000 characters. Where its host resolves is checked at send time.
 */
export function computeWebhookUrlProblem(value: string): string | null {
  if (value.length > 2000) return 'must be at most 2,000 characters'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be an absolute http:// or https:// URL'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http:// or https:// URL'
  if (url.username || url.password) return 'must not carry a user name or password'
  if (!url.hostname) return 'must name a host'
  return null
}
