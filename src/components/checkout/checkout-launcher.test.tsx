// @vitest-environment jsdom
// The button that opens checkout, against a <dialog> closed the way Chromium closes it: the dialog is
// shut at once, and React hears of it in a close event queued behind the next key press.
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { UserProvider } from '@/components/user/user-provider'
import { CheckoutLauncher } from './checkout-launcher'
import { buildTicketClassJson } from '../../../tests/factories/build-ticket-class-json'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function answerTicketClasses() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ticket_classes: [buildTicketClassJson({ quantity_remaining: 4 })] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  )
}

function renderLauncher() {
  render(
    <UserProvider initialUser={null}>
      <CheckoutLauncher event={{ id: '7', name: 'Jazz Night', timeZone: 'America/New_York' }} seriesDates={[]} label="Reserve a spot" />
    </UserProvider>,
  )
}

test('Opening checkout again right after Escape opens it, even when the close event arrives after the key press', async () => {
  answerTicketClasses()
  const user = userEvent.setup()
  renderLauncher()
  const [button] = screen.getAllByRole('button', { name: 'Reserve a spot' })
  await user.click(button!)
  const first = await screen.findByRole('dialog', { name: 'Jazz Night' })

  // Escape: the browser shuts the dialog now and queues its close event.
  first.removeAttribute('open')
  await user.click(button!)
  act(() => {
    first.dispatchEvent(new Event('close'))
  })

  const reopened = await screen.findByRole('dialog', { name: 'Jazz Night' })
  expect(reopened).not.toBe(first)
  expect(await screen.findByRole('list', { name: 'Ticket types' })).toBeDefined()
})

test('Closing checkout removes it and leaves the button to open it again', async () => {
  answerTicketClasses()
  const user = userEvent.setup()
  renderLauncher()
  const [button] = screen.getAllByRole('button', { name: 'Reserve a spot' })
  await user.click(button!)
  const dialog = await screen.findByRole('dialog', { name: 'Jazz Night' })
  act(() => {
    dialog.removeAttribute('open')
    dialog.dispatchEvent(new Event('close'))
  })
  expect(screen.queryByRole('dialog')).toBeNull()
  await user.click(button!)
  expect(await screen.findByRole('dialog', { name: 'Jazz Night' })).toBeDefined()
})
