// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { DropdownMenu } from './dropdown-menu'
import { LazyMenuButton, type RenderLoadedMenu } from './lazy-menu-button'

afterEach(cleanup)

// A menu whose code arrives only when the test says so, like a slow network.
function renderDeferred() {
  let arrive: () => void = () => undefined
  const load = vi.fn(
    () =>
      new Promise<RenderLoadedMenu>((resolve) => {
        arrive = () =>
          resolve((replay) => (
            <DropdownMenu menuLabel="Help" button="Help" replay={replay}>
              <li role="none">
                <a role="menuitem" href="#first">
                  First
                </a>
              </li>
              <li role="none">
                <a role="menuitem" href="#last">
                  Last
                </a>
              </li>
            </DropdownMenu>
          ))
      }),
  )
  render(<LazyMenuButton button="Help" load={load} />)
  return { load, arrive: () => act(async () => arrive()) }
}

test('A click before the menu code arrives opens the menu once it has', async () => {
  const pointer = userEvent.setup()
  const { load, arrive } = renderDeferred()
  await pointer.click(screen.getByRole('button', { name: 'Help' }))
  expect(load).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('menu')).toBeNull()
  await arrive()
  expect(screen.getByRole('menu', { name: 'Help' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Help' })).toBe(document.activeElement)
})

test('Down before the code arrives opens the menu on its first item; Up on its last', async () => {
  const keyboard = userEvent.setup()
  const first = renderDeferred()
  screen.getByRole('button', { name: 'Help' }).focus()
  await keyboard.keyboard('{ArrowDown}')
  await first.arrive()
  expect(screen.getByRole('menuitem', { name: 'First' })).toBe(document.activeElement)
  cleanup()
  const last = renderDeferred()
  screen.getByRole('button', { name: 'Help' }).focus()
  await keyboard.keyboard('{ArrowUp}')
  await last.arrive()
  expect(screen.getByRole('menuitem', { name: 'Last' })).toBe(document.activeElement)
})

test('Escape before the code arrives takes the opening back; focus stays on the button', async () => {
  const keyboard = userEvent.setup()
  const { arrive } = renderDeferred()
  screen.getByRole('button', { name: 'Help' }).focus()
  await keyboard.keyboard('{Enter}')
  await keyboard.keyboard('{Escape}')
  await arrive()
  expect(screen.queryByRole('menu')).toBeNull()
  expect(screen.getByRole('button', { name: 'Help' })).toBe(document.activeElement)
})
