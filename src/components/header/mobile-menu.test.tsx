// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { MobileMenu } from './mobile-menu'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('Log In and Sign Up in the mobile menu report SignInClicked and SignUpClicked; other links report nothing', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  )
  window.dataLayer = []
  const pointer = userEvent.setup()
  render(<MobileMenu localeInfo={computeLocaleInfo()} showIntentToggle loggedIn={false} />)
  // The links would leave the page.
  const stop = (event: MouseEvent) => event.preventDefault()
  document.addEventListener('click', stop)
  for (const name of ['Log In', 'Sign Up', 'Find my tickets', 'Contact Sales']) {
    await pointer.click(screen.getByRole('button', { name: 'Open menu' }))
    await pointer.click(screen.getByRole('menuitem', { name }))
  }
  document.removeEventListener('click', stop)
  expect(window.dataLayer.map(({ event, pageArea }) => ({ event, pageArea }))).toEqual([
    { event: 'SignInClicked', pageArea: 'header' },
    { event: 'SignUpClicked', pageArea: 'header' },
  ])
})
