import { expect, test } from 'vitest'
import { createAddressMatcher } from './address-list'

test('Addresses and CIDR ranges match their peers, IPv4 peers on dual-stack sockets included', () => {
  const trusted = createAddressMatcher(['10.0.0.7', '192.168.0.0/16', '::1'])
  expect(['10.0.0.7', '::ffff:10.0.0.7', '192.168.44.3', '::1'].map(trusted)).toEqual([true, true, true, true])
  expect(['10.0.0.8', '172.16.0.1', '::2', undefined].map(trusted)).toEqual([false, false, false, false])
})

test('An empty list trusts nobody', () => {
  expect(createAddressMatcher([])('127.0.0.1')).toBe(false)
})
