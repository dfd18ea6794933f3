// The ground-floor rules of eslint.config.js, each shown failing on a deliberate violation: the file
// linted is given as text at a real path, so the rule resolves its imports against the real tree.
import path from 'node:path'
import fs from 'node:fs'
import { ESLint } from 'eslint'
import nextVitals from 'eslint-config-next/core-web-vitals'
import { expect, test } from 'vitest'
// @ts-expect-error -- eslint.config.js is plain JavaScript without declarations.
import { groundFloorLayerRules } from '../../eslint.config.js'

const root = path.resolve(import.meta.dirname, '../..')
const RULE = 'ground-floor/no-restricted-paths'
// Only the rules under test (and the parser and resolvers they need): no type information.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...nextVitals, groundFloorLayerRules] })

async function ruleIds(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

test('src/db may not import src/core or the seed layer, by alias or relative path', async () => {
  const file = 'src/db/create-db.ts'
  const real = fs.readFileSync(path.join(root, file), 'utf8')
  expect(await ruleIds(file, real)).not.toContain(RULE)
  const byAlias = `${real}\nimport { CATEGORIES } from '@/core/taxonomy/categories'\nexport const categoryCount = CATEGORIES.length\n`
  expect(await ruleIds(file, byAlias)).toContain(RULE)
  const byPath = `${real}\nimport { CATEGORIES } from '../core/taxonomy/categories'\nexport const categoryCount = CATEGORIES.length\n`
  expect(await ruleIds(file, byPath)).toContain(RULE)
  const seed = `${real}\nimport { loadPlaces } from '@/seed/places/load-places'\nexport const load = loadPlaces\n`
  expect(await ruleIds(file, seed)).toContain(RULE)
})

test('The layers above may import src/db', async () => {
  const file = 'src/seed/places/load-places.ts'
  expect(await ruleIds(file, fs.readFileSync(path.join(root, file), 'utf8'))).not.toContain(RULE)
  expect(await ruleIds('src/core/layer-rule-probe.ts', "import type { Db } from '@/db/create-db'\nexport type Handle = Db\n")).not.toContain(RULE)
})

test('Runtime code under src may not import tests/', async () => {
  const probe = "import { insertEvent } from '../../tests/factories/insert-event'\nexport const insert = insertEvent\n"
  expect(await ruleIds('src/seed/layer-rule-probe.ts', probe)).toContain(RULE)
  expect(await ruleIds('src/core/events/layer-rule-probe.ts', "import { insertEvent } from '../../../tests/factories/insert-event'\nexport const insert = insertEvent\n")).toContain(RULE)
})

test('Test files beside the code may import tests/', async () => {
  const probe = "import { createTestDb } from '../../tests/helpers/test-db'\nexport const open = createTestDb\n"
  expect(await ruleIds('src/seed/layer-rule-probe.test.ts', probe)).not.toContain(RULE)
})
