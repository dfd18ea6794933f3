import { expect, test } from 'vitest'
import { createTestDb } from '../../../tests/helpers/test-db'
import { computeFeatureFlags } from './feature-flags'
import { getFeatureFlags } from './get-feature-flags'
import { setFeatureFlag } from './set-feature-flag'

test('Flags missing from the table are off and unknown stored keys are ignored', () => {
  const flags = computeFeatureFlags([
    { key: 'chatbotEnabled', enabled: true },
    { key: 'somethingElse', enabled: true },
  ])
  expect(flags.chatbotEnabled).toBe(true)
  expect(flags.enableOldCollectionsLinkInHeader).toBe(false)
  expect('somethingElse' in flags).toBe(false)
})

test('Flags forced on by configuration are on whatever the table says; unknown forced keys are ignored', () => {
  const flags = computeFeatureFlags([{ key: 'chatbotEnabled', enabled: false }], ['chatbotEnabled', 'dropTables'])
  expect(flags.chatbotEnabled).toBe(true)
  expect(flags.isCreatorHomeActivated).toBe(false)
  expect('dropTables' in flags).toBe(false)
})

test('Flags forced off by configuration are off whatever the table and the forced-on list say', () => {
  const flags = computeFeatureFlags(
    [{ key: 'chatbotEnabled', enabled: true }, { key: 'isCreatorHomeActivated', enabled: true }],
    ['chatbotEnabled'],
    ['chatbotEnabled', 'dropTables'],
  )
  expect(flags.chatbotEnabled).toBe(false)
  expect(flags.isCreatorHomeActivated).toBe(true)
  expect('dropTables' in flags).toBe(false)
})

test('A flag turned on is read back on, and unknown flags cannot be set', async () => {
  const handle = await createTestDb()
  try {
    const deps = { db: handle.db, clock: { now: () => new Date('2026-11-01T00:00:00Z') } }
    expect((await getFeatureFlags(deps)).chatbotEnabled).toBe(false)
    await setFeatureFlag(deps, { key: 'chatbotEnabled', enabled: true })
    expect((await getFeatureFlags(deps)).chatbotEnabled).toBe(true)
    await setFeatureFlag(deps, { key: 'chatbotEnabled', enabled: false })
    expect((await getFeatureFlags(deps)).chatbotEnabled).toBe(false)
    await expect(setFeatureFlag(deps, { key: 'dropTables', enabled: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  } finally {
    await handle.close()
  }
})
