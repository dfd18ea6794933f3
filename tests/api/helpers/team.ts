// Real-HTTP steps of a team (issue 40, decision 061): an organization's account invites someone by email
// with a role, and the person, signed up with that address, accepts the mailed link.
import { expect, type PlaywrightWorkerArgs } from '../../e2e/fixtures'
import { jsonHeaders, newClient, signUp, uniqueEmail, type Client } from './accounts'
import { mailedLink } from './mailbox'

export type TeamRoleName = 'owner' | 'manager' | 'door'

/** Invites `email` as `role` (door staff to `eventIds`) and answers the invitation's link. */
export async function invite(account: Client, email: string, role: TeamRoleName, eventIds: string[] = []): Promise<URL> {
  const res = await account.api.post('/api/v3/organizations/me/members/', { headers: jsonHeaders(account), data: { email, role, ...(role === 'door' ? { event_ids: eventIds } : {}) } })
  expect(res.status(), await res.text()).toBe(201)
  return mailedLink(account.baseURL, email, 'team-invitation')
}

/** A new person who joins `account`'s team as `role`: signed up with the invited address, then accepting. */
export async function joinTeam(playwright: PlaywrightWorkerArgs['playwright'], account: Client, role: TeamRoleName, eventIds: string[] = [], fullName = `Team ${role}`): Promise<{ client: Client; email: string; memberId: string }> {
  const email = uniqueEmail(`team-${role}`)
  const link = await invite(account, email, role, eventIds)
  const client = await newClient(playwright, account.baseURL)
  await signUp(client, { email, fullName })
  const accepted = await client.api.post('/api/v3/organizations/invitations/accept/', { headers: jsonHeaders(client), data: { token: link.searchParams.get('token') } })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const team = (await (await account.api.get('/api/v3/organizations/me/members/')).json()) as { members: { id: string | null; email: string }[] }
  const memberId = team.members.find((m) => m.email === email)?.id
  expect(memberId).toBeTruthy()
  return { client, email, memberId: memberId! }
}
