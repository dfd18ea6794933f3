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
    organizers: '59691d1cb7a141d88c5d0ee78d9a3ba4bb4f071f8722ca279e9e9fab2c6cc6e8',
    venues: '8d2cb2b5f8c1a53f7674ae3898a1b021053a2a2b9abbf12ddcb28f0261e6533e',
    events: '9a9d43e675beee9b72dad4dfc1e7ef9cff8e3c986b578bfc0c92c57cbc050f16',
    ticketClasses: '2bbb3986c8989611ed0fe803913e6a6463083ed5b5b88c1bbb5ea8e34c7b86bd',
    discounts: '4a9147d4f7b5e83df4429bc0b75bfcbdd88094ff381c93a4230d6bdaff7dd4a7',
    searchLog: '7c2ce7e3b32ccc31c9d48b65e86df9d3ecf36c686c8e624338f8ab89bc5a67fb',
    featureFlags: '4008bf96807df184ed470797ae349e8cab3e66d73cf294107a30d17d7635e53b',
  })
})

test('The places built from the packaged data are exactly the pinned records', () => {
  const records = buildPlaceRecords()
  expect({ count: records.length, fingerprint: fingerprint(records) }).toEqual({
    count: 139_104,
    fingerprint: 'd716a226cc1c74f47fe65b135ef25cf635e0dbe51decc40429909f4d3e7151a1',
  })
})
