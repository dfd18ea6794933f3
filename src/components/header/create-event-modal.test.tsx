// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { CreateEventModal } from './create-event-modal'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.documentElement.lang = ''
  window.history.replaceState(null, '', '/')
})

test('Choosing a way shows a loading indicator, records the attempt, and ignores further clicks', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))))
  const pointer = userEvent.setup()
  const navigate = vi.fn()
  render(<CreateEventModal onClose={() => undefined} pageArea="header" hasPublish={false} hasPaidPublish navigate={navigate} />)
  const dialog = screen.getByRole('dialog', { name: 'How do you want to build your event?' })
  const scratch = within(dialog).getByRole('link', { name: /Start from scratch/ })
  await pointer.click(scratch)
  expect(within(scratch).getByRole('status').textContent).toBe('Loading…')
  expect(scratch.getAttribute('aria-busy')).toBe('true')
  expect(navigate).toHaveBeenCalledWith('/manage/events/create')
  expect(window.dataLayer?.at(-1)).toMatchObject({
    event: 'EventCreateAttempt',
    eventCreateSource: 'scratch',
    pageArea: 'header',
    hasPublish: false,
    hasPaidPublish: true,
  })
  await pointer.click(within(dialog).getByRole('link', { name: /Create my event faster with AI/ }))
  expect(navigate).toHaveBeenCalledTimes(1)
})

test('A click outside the panel closes the modal', async () => {
  const pointer = userEvent.setup()
  const onClose = vi.fn()
  render(<CreateEventModal onClose={onClose} pageArea="header" hasPublish={false} hasPaidPublish={false} navigate={vi.fn()} />)
  await pointer.click(screen.getByRole('dialog'))
  expect(onClose).toHaveBeenCalled()
})

test('On a German page the modal asks in German and opens the editor in German', async () => {
  document.documentElement.lang = 'de-DE'
  window.history.replaceState(null, '', '/de-de/d/online/all-events/')
  const navigate = vi.fn()
  // As in the header, the modal waits for its German words inside a Suspense boundary.
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <CreateEventModal onClose={() => undefined} pageArea="header" hasPublish={false} hasPaidPublish={false} navigate={navigate} />
      </Suspense>,
    )
  })
  const dialog = await screen.findByRole('dialog', { name: 'Wie möchtest du deine Veranstaltung erstellen?' })
  expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeDefined()
  await userEvent.setup().click(within(dialog).getByRole('link', { name: /Von Grund auf neu/ }))
  expect(navigate).toHaveBeenCalledWith('/de-de/manage/events/create')
})
