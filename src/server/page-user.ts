// The signed-in user of a server-rendered page, for the header's first paint (issue 38 point 10): the
// layout hands it to the user provider, so a signed-in visitor never sees "Log In / Sign Up" first. A
// visitor without a session costs no query; the cached home page is rendered without one (home-page-cache).
import 'server-only'
import { getCurrentUser } from '@/core/accounts/get-current-user'
import type { UserJson } from '@/core/accounts/user-json'
import { getDeps } from './get-deps'
import { getPageSessionToken } from './viewer'

export async function getPageUser(): Promise<UserJson | null> {
  const token = await getPageSessionToken()
  if (!token) return null
  return getCurrentUser(await getDeps(), token)
}
