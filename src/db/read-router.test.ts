import { describe, expect, test } from 'vitest'
import { isPinnedToPrimary, isReplicaFault, parseLsn, replicaName, runPinnedToPrimary } from './read-router'

describe('the read router’s rules', () => {
  test('WAL positions compare as numbers across the high word', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n)
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true)
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n)
  })

  test('a replica that is gone, shutting down or in conflict with recovery is at fault, a bad statement is not', () => {
    expect(isReplicaFault(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isReplicaFault(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
    expect(isReplicaFault(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isReplicaFault(Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }))).toBe(true)
    expect(isReplicaFault(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(false)
    expect(isReplicaFault(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }))).toBe(false)
    expect(isReplicaFault(undefined)).toBe(false)
  })

  test('a replica is named by host and port, never with its password', () => {
    expect(replicaName('postgres://app:s3cret@db-replica-1.internal:6432/tessera')).toBe('db-replica-1.internal:6432')
    expect(replicaName('postgres://app@10.0.0.7/tessera')).toBe('10.0.0.7:5432')
  })

  test('reads are pinned to the primary only inside the pinned scope, across awaits', async () => {
    expect(isPinnedToPrimary()).toBe(false)
    const seen = await runPinnedToPrimary(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return isPinnedToPrimary()
    })
    expect(seen).toBe(true)
    expect(isPinnedToPrimary()).toBe(false)
  })
})
