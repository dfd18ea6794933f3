// @vitest-environment jsdom
import { StrictMode } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { DropdownMenu } from './dropdown-menu'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// A menu between two other focusable things, so Tab and Shift+Tab have somewhere to go. StrictMode, as
// in development: React may run state updaters twice there.
function renderMenu() {
  const onOpen = vi.fn()
  render(
    <StrictMode>
      <button type="button">Before</button>
      <DropdownMenu menuLabel="Help" button="Help" onOpen={onOpen}>
        {['First', 'Wide only', 'Last'].map((label) => (
          <li role="none" key={label}>
            <a role="menuitem" href={`#${label}`}>
              {label}
            </a>
          </li>
        ))}
      </DropdownMenu>
      <button type="button">After</button>
    </StrictMode>,
  )
  return { onOpen, button: screen.getByRole('button', { name: 'Help' }) }
}

// A wide desktop with a real mouse, where hovering opens menus (spec §4).
function stubHoverDevice() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

test('A menu opened by a click closes on Tab from its button, and focus moves on to the next control', async () => {
  const user = userEvent.setup()
  const { button } = renderMenu()
  await user.click(button)
  expect(screen.getByRole('menu', { name: 'Help' })).toBeDefined()
  expect(button).toBe(document.activeElement)
  await user.tab()
  expect(screen.queryByRole('menu')).toBeNull()
  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(screen.getByRole('button', { name: 'After' })).toBe(document.activeElement)
})

test('A menu opened by a click closes on Shift+Tab from its button, and focus moves back', async () => {
  const user = userEvent.setup()
  const { button } = renderMenu()
  await user.click(button)
  expect(screen.getByRole('menu', { name: 'Help' })).toBeDefined()
  await user.tab({ shift: true })
  expect(screen.queryByRole('menu')).toBeNull()
  expect(screen.getByRole('button', { name: 'Before' })).toBe(document.activeElement)
})

test('A menu opened by hover closes when Tab leaves its focused button', async () => {
  stubHoverDevice()
  const user = userEvent.setup()
  const { button, onOpen } = renderMenu()
  button.focus()
  await user.hover(button)
  expect(screen.getByRole('menu', { name: 'Help' })).toBeDefined()
  expect(onOpen).toHaveBeenCalledTimes(1)
  await user.tab()
  expect(screen.queryByRole('menu')).toBeNull()
})

test('Down, Space and Enter open the menu on its first item; Escape closes it and returns to the button', async () => {
  const user = userEvent.setup()
  const { button, onOpen } = renderMenu()
  for (const key of ['{ArrowDown}', ' ', '{Enter}']) {
    button.focus()
    await user.keyboard(key)
    expect(screen.getByRole('menuitem', { name: 'First' }), key).toBe(document.activeElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu'), key).toBeNull()
    expect(button, key).toBe(document.activeElement)
  }
  expect(onOpen).toHaveBeenCalledTimes(3)
})

test('A click outside closes the menu, and so does focus moving elsewhere', async () => {
  const user = userEvent.setup()
  const { button } = renderMenu()
  await user.click(button)
  await user.click(document.body)
  expect(screen.queryByRole('menu')).toBeNull()
  await user.click(button)
  expect(screen.getByRole('menu', { name: 'Help' })).toBeDefined()
  act(() => screen.getByRole('button', { name: 'After' }).focus())
  expect(screen.queryByRole('menu')).toBeNull()
})

test('Clicking inside the open menu does not close it until an item is chosen', async () => {
  const user = userEvent.setup()
  const { button } = renderMenu()
  await user.click(button)
  const menu = screen.getByRole('menu', { name: 'Help' })
  await user.click(menu)
  expect(screen.getByRole('menu', { name: 'Help' })).toBeDefined()
  await user.click(screen.getByRole('menuitem', { name: 'Last' }))
  expect(screen.queryByRole('menu')).toBeNull()
})

test('Arrow keys skip an item hidden at this screen width', async () => {
  const user = userEvent.setup()
  const { button } = renderMenu()
  button.focus()
  await user.keyboard('{ArrowDown}')
  // What a narrow-screen rule (display: none) makes of the item in a browser.
  screen.getByRole('menuitem', { name: 'Wide only' }).checkVisibility = () => false
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Last' })).toBe(document.activeElement)
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'First' })).toBe(document.activeElement)
})

test('Each opening is reported once, with how it was opened: click, key or hover', async () => {
  const user = userEvent.setup()
  const { button, onOpen } = renderMenu()
  await user.click(button)
  await user.click(button)
  button.focus()
  await user.keyboard('{ArrowDown}')
  await user.keyboard('{Escape}')
  expect(onOpen.mock.calls).toEqual([['click'], ['key']])
  cleanup()
  stubHoverDevice()
  const hovered = renderMenu()
  await user.hover(hovered.button)
  expect(hovered.onOpen.mock.calls).toEqual([['hover']])
})

test('A menu opened by hover while focus is elsewhere closes on Escape, leaving focus where it was', async () => {
  stubHoverDevice()
  const user = userEvent.setup()
  const { button } = renderMenu()
  const before = screen.getByRole('button', { name: 'Before' })
  before.focus()
  await user.hover(button)
  expect(screen.getByRole('menu', { name: 'Help' })).toBeDefined()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).toBeNull()
  expect(before).toBe(document.activeElement)
})
