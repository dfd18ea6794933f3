// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { allowConsoleError } from '../../../tests/helpers/console-errors'
import { UserProvider, useUser } from './user-provider'

function WhoAmI() {
  const { user } = useUser()
  return <p>{user ? `Signed in as ${user.fullName}` : 'Logged out'}</p>
}

afterEach(() => {
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
