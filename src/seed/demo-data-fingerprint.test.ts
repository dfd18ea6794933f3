// Pins the demo data byte for byte: a restructuring of the generator must leave every row unchanged for
// the same seed and clock. A change to the data on purpose updates the fingerprints below in the same commit.
import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { DEMO_TEST_CITIES } from '../../tests/factories/demo-cities'
import { buildPlaceRecords } from './places/build-place-records'
import { generateDemoData } from './generate-demo-data'

function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex')
}

test('Seed 1 with a fixed clock generates exactly the pinned demo rows for 300 events', () => {
  const data = generateDemoData({
    events: 300,
    seed: 1,
    anchorDate: new Date('2026-10-15T12:00:00Z'),
    cities: DEMO_TEST_CITIES,
  })
  const perTable = Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, fingerprint(rows)]))
  expect(perTable).toEqual({
    images: '8d2cd31ff985ba0e10a76881e90ee907a1c224c99a3621f669e55e2828e75790',
    organizers: 'e9604de6ff9183006cc345be2e4104ff7021ecb1f0bac9fe6f3f156834e32c0a',
    venues: 'deb024af4ae6d4cb3dcaab1a054d6b2519cd2e13b4aa5397a480a44853c7ca7c',
    events: '094b672c877c4a883764572b5c4ffc1e91e71d4004696ca480e2b63fb992b019',
    ticketClasses: '42459b66431160bcb91f3c97c358699af9379dfa9ec7d6a952a6bfdf3f981500',
    discounts: 'e0c46a5f113d79e98a3066d09300db7a3d650c5e34ba3f3745fec562d3a71963',
    searchLog: 'cce6209ad897f0c0fb8456796c533c44f1c7e0d0e949fe87648999424d6cba19',
    featureFlags: '5881f94cb4d420b5214bf122d43e1154c155868b3dc5321ad5ade85ddb0899f0',
  })
})

test('The places built from the packaged data are exactly the pinned records', () => {
  const records = buildPlaceRecords()
  expect({ count: records.length, fingerprint: fingerprint(records) }).toEqual({
    count: 139_104,
    fingerprint: 'd716a226cc1c74f47fe65b135ef25cf635e0dbe51decc40429909f4d3e7151a1',
  })
})
