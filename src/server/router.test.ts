import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { laneHandler, matchRoute, MOUNTS } from './router'

test('Where GET /api/v3/destination/search/ goes: the search module, in the fast lane', () => {
  const match = matchRoute('GET', '/api/v3/destination/search/')
  expect(match.kind).toBe('found')
  expect(laneHandler('GET', '/api/v3/destination/search')).toBeTypeOf('function')
  expect(laneHandler('POST', '/api/v3/destination/search/')).toBeUndefined()
})

test('Path parameters match one segment; a wrong method lists the allowed ones', () => {
  expect(matchRoute('PUT', '/api/v3/users/abc/saves/12/').kind).toBe('found')
  expect(matchRoute('GET', '/api/v3/users/abc/saves/12/')).toEqual({ kind: 'wrong-method', allow: ['PUT', 'DELETE', 'OPTIONS'] })
  expect(matchRoute('GET', '/api/v3/users/abc/nothing/')).toEqual({ kind: 'none' })
})

// Every route.ts under src/app that answers an endpoint of the table only re-exports its module.
test('Each endpoint route of Next.js re-exports the module the mount table lists', () => {
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') routes.push(full)
    }
  }
  walk(path.resolve('src/app'))
  const reexports = routes.map((file) => fs.readFileSync(file, 'utf8')).filter((text) => /^export \{[^}]+\} from '@\/server\/(api\/[\w-]+|router)'\n?$/.test(text))
  expect(reexports.length).toBe(MOUNTS.length)
})
