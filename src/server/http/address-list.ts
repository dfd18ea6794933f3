// Source-address checks for the request path: which peers are trusted proxies, which may read /metrics.
import net from 'node:net'

export type AddressMatcher = (address: string | undefined) => boolean

// Node reports an IPv4 peer on a dual-stack socket as ::ffff:a.b.c.d.
function normalise(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address
}

/** A matcher for a list of addresses and CIDR ranges (as validated by src/env.ts); an empty list matches nobody. */
export function createAddressMatcher(entries: readonly string[]): AddressMatcher {
  if (entries.length === 0) return () => false
  const list = new net.BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(normalise(address), family)
    else list.addSubnet(normalise(address), Number(prefix), family)
  }
  return (address) => {
    if (!address) return false
    const peer = normalise(address)
    return list.check(peer, net.isIPv6(peer) ? 'ipv6' : 'ipv4')
  }
}
