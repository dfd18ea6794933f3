// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { allowConsoleError } from '../../../tests/helpers/console-errors'
import type { UserJson } from '@/core/accounts/user-json'
import { UserProvider, useUser } from './user-provider'

function WhoAmI() {
  const { user } = useUser()
  return <p>{user ? `Signed in as ${user.fullName}` : 'Logged out'}</p>
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('A failed user fetch logs the status text and the header stays logged out', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('nope', { status: 503, statusText: 'Service Unavailable' }))),
  )
  allowConsoleError(/^Failed to fetch user: /)
  const logged = vi.mocked(console.error)
  render(
    <UserProvider>
      <WhoAmI />
    </UserProvider>,
  )
  expect(screen.getByText('Logged out')).toBeDefined()
  await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch user: Service Unavailable'))
  expect(screen.getByText('Logged out')).toBeDefined()
})

test('Using the user context outside its provider throws', () => {
  allowConsoleError(/inside <UserProvider>|The above error occurred/)
  const swallow = (event: ErrorEvent) => event.preventDefault()
  window.addEventListener('error', swallow)
  expect(() => render(<WhoAmI />)).toThrow(/inside <UserProvider>/)
  window.removeEventListener('error', swallow)
})

const ADA: UserJson = {
  isAuthenticated: true,
  isAttendee: true,
  isStaff: false,
  hasTikibar: false,
  canCreateEvents: true,
  publicId: 'u_ada',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  thumbnailUrl: null,
  numOrders: 0,
  numSavedEvents: 0,
  numFollowing: 0,
  hasPublish: false,
  hasPaidPublish: false,
  emailVerified: true,
}

test('A page rendered for a signed-in user shows them before any answer, and a failed check keeps them', async () => {
  let answer: (r: Response) => void = () => undefined
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))))
  allowConsoleError(/^Failed to fetch user: /)
  render(
    <UserProvider initialUser={ADA} revalidate>
      <WhoAmI />
    </UserProvider>,
  )
  expect(screen.getByText('Signed in as Ada Lovelace')).toBeDefined()
  answer(new Response('nope', { status: 503, statusText: 'Service Unavailable' }))
  await waitFor(() => expect(vi.mocked(console.error)).toHaveBeenCalledWith('Failed to fetch user: Service Unavailable'))
  expect(screen.getByText('Signed in as Ada Lovelace')).toBeDefined()
})

test('A page rendered for a signed-in user who signed out elsewhere switches to logged out when the check answers', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ user: null }))))
  render(
    <UserProvider initialUser={ADA} revalidate>
      <WhoAmI />
    </UserProvider>,
  )
  expect(screen.getByText('Signed in as Ada Lovelace')).toBeDefined()
  await waitFor(() => expect(screen.getByText('Logged out')).toBeDefined())
})
