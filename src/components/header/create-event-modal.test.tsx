// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { CreateEventModal } from './create-event-modal'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
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
