// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import type { UserJson } from '@/core/accounts/user-json'
import { UserProvider } from '@/components/user/user-provider'
import { LikeButton } from './like-button'
import { ENGLISH_LIKE_TEXTS } from '@/core/social/like-texts'

// Next's router needs the app shell; the test only cares where the button sends the visitor.
const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  push.mockReset()
})

const user: UserJson = {
  isAuthenticated: true,
  isAttendee: true,
  isStaff: false,
  hasTikibar: false,
  canCreateEvents: true,
  publicId: 'abc123',
  fullName: 'Ada',
  email: 'ada@example.com',
  thumbnailUrl: null,
  numOrders: 0,
  numSavedEvents: 0,
  numFollowing: 0,
  hasPublish: false,
  hasPaidPublish: false,
  emailVerified: true,
}

test('Logged out, liking sends the visitor to sign-in with this page as referrer', async () => {
  window.history.replaceState(null, '', '/d/online/all-events/?page=2')
  render(
    <UserProvider initialUser={null}>
      <LikeButton eventId="7" eventName="Jazz Night" initiallySaved={false} texts={ENGLISH_LIKE_TEXTS} />
    </UserProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Like Jazz Night' }))
  expect(push).toHaveBeenCalledWith('/signin/?referrer=%2Fd%2Fonline%2Fall-events%2F%3Fpage%3D2')
})

test('Logged in, liking saves through the API, presses the button and refreshes the user; a failure undoes it', async () => {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/home/api/user/') return Promise.resolve(Response.json({ user: { ...user, numSavedEvents: 1 } }))
    if (init?.method === 'PUT') return Promise.resolve(Response.json({ saved: true, numSavedEvents: 1 }))
    return Promise.resolve(Response.json({ error: 'NOT_FOUND', error_description: 'gone' }, { status: 404 }))
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <UserProvider initialUser={user}>
      <LikeButton eventId="7" eventName="Jazz Night" initiallySaved={false} texts={ENGLISH_LIKE_TEXTS} />
    </UserProvider>,
  )
  const button = screen.getByRole('button', { name: 'Like Jazz Night' })
  await userEvent.click(button)
  await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
  // The API client loads on the first click, so the request follows a moment later.
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v3/users/abc123/saves/7/', expect.objectContaining({ method: 'PUT' })))
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/home/api/user/', expect.anything()))
  // Unliking fails (the stub answers 404 to DELETE): the button goes back to pressed and says so.
  await userEvent.click(button)
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not save. Try again.'))
  expect(button.getAttribute('aria-pressed')).toBe('true')
})

test('Until the user is known the button waits, so a signed-in visitor is not sent to sign-in; then it saves', async () => {
  let answer!: (res: Response) => void
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/home/api/user/' && !init?.method) return new Promise<Response>((resolve) => (answer = resolve))
    return Promise.resolve(Response.json({ saved: true, numSavedEvents: 1 }))
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <UserProvider>
      <LikeButton eventId="7" eventName="Jazz Night" initiallySaved={false} texts={ENGLISH_LIKE_TEXTS} />
    </UserProvider>,
  )
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Like Jazz Night' })
  expect(button.disabled).toBe(true)
  await userEvent.click(button)
  expect(push).not.toHaveBeenCalled()
  answer(Response.json({ user }))
  await waitFor(() => expect(button.disabled).toBe(false))
  await userEvent.click(button)
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v3/users/abc123/saves/7/', expect.objectContaining({ method: 'PUT' })))
  expect(push).not.toHaveBeenCalled()
})
