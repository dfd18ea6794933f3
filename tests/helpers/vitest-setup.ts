import { afterEach, beforeEach, vi } from 'vitest'
import { takeAllowedPatterns } from './console-errors'

// `console.error` during a test fails it unless the test expects it with allowConsoleError (STYLE.md "Tests").
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.mocked(console.error).mockRestore()
  const allowed = takeAllowedPatterns()
  const text = (args: unknown[]) => args.map(String).join(' ')
  const unexpected = errors.filter((args) => !allowed.some((pattern) => pattern.test(text(args))))
  if (unexpected.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpected.map(text).join('\n')}`)
  }
})
