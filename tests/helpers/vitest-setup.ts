import type * as TestingLibrary from '@testing-library/react'
import type { RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
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

// Components render inside the English catalog's next-intl provider, as every page of the default site is
// rendered in its locale (decision 033): server components call useTranslations, which needs one.
vi.mock('@testing-library/react', async (importOriginal) => {
  const actual = await importOriginal<typeof TestingLibrary>()
  const { createElement } = await import('react')
  const { NextIntlClientProvider } = await import('next-intl')
  const { loadCatalog } = await import('@/server/catalogs')
  const messages = await loadCatalog('en')
  function EnglishCatalog({ children }: { children: ReactNode }) {
    return createElement(NextIntlClientProvider, { locale: 'en-US', messages, timeZone: 'UTC', children })
  }
  const render: typeof actual.render = ((ui: ReactElement, options?: RenderOptions) =>
    actual.render(ui, { wrapper: EnglishCatalog, ...options })) as typeof actual.render
  return { ...actual, render }
})
