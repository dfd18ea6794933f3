// The request-path layer rules of eslint.config.js, each shown failing on a deliberate violation: the
// file linted is given as text at a real path, so the rules resolve its imports against the real tree.
import path from 'node:path'
import fs from 'node:fs'
import { ESLint } from 'eslint'
import nextVitals from 'eslint-config-next/core-web-vitals'
import { expect, test } from 'vitest'
// @ts-expect-error -- eslint.config.js is plain JavaScript without declarations.
import { requestPathLayerRules } from '../../eslint.config.js'

const root = path.resolve(import.meta.dirname, '../..')
// Only the rules under test (and the import plugin and resolvers they need): no type information.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...nextVitals, requestPathLayerRules] })

async function ruleIds(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

test('src/server may not import from src/app, by alias or relative path', async () => {
  expect(await ruleIds('src/server/layer-rule-probe.ts', "import HomePage from '@/app/page'\nexport const page = HomePage\n")).toContain('import-x/no-restricted-paths')
  expect(await ruleIds('src/server/layer-rule-probe.ts', "import HomePage from '../app/page'\nexport const page = HomePage\n")).toContain('import-x/no-restricted-paths')
  // The route tree may import src/server: that is the direction the layers point.
  expect(await ruleIds('src/app/layer-rule-probe.ts', "export { GET } from '@/server/api/trending'\n")).not.toContain('import-x/no-restricted-paths')
})

test('An import cycle is refused', async () => {
  // api-handler.ts is imported by every endpoint module the mount table imports: importing the table
  // back closes a cycle.
  const file = 'src/server/api-handler.ts'
  const real = fs.readFileSync(path.join(root, file), 'utf8')
  expect(await ruleIds(file, real)).not.toContain('import-x/no-cycle')
  expect(await ruleIds(file, `${real}\nimport { MOUNTS } from './router'\nexport const mountCount = MOUNTS.length\n`)).toContain('import-x/no-cycle')
})
