// Who manages an organization's webhooks (decision 066): its owners (the account and invited owners), as
// for payouts, tax and the team (decision 061). Managers and door staff do not: an endpoint receives every
// order with its buyer's address, and its secret lets anyone sign as us.
import { requireManagedTeam } from '@/core/creators/team-access'
import { AppError } from '@/core/shared/app-error'
import type { Clock } from '@/core/shared/core-deps'
import type { Db } from '@/db/create-db'
import { findWebhookEndpointOfOrganizer, type WebhookEndpointRow } from './webhooks-repository'

export type WebhookManageDeps = { db: Db; clock: Clock; serverSecret: string }

/** The caller's organization whose webhooks they manage; 404 when they manage none. */
export async function requireWebhookOrganizer(db: Db, userId: number): Promise<number> {
  return (await requireManagedTeam(db, userId)).organizerId
}

/** One endpoint of the caller's organization; another organization's, or an unknown id, is 404. */
export async function requireManagedWebhookEndpoint(db: Db, userId: number, endpointId: number, lock = false): Promise<WebhookEndpointRow> {
  const organizerId = await requireWebhookOrganizer(db, userId)
  const endpoint = await findWebhookEndpointOfOrganizer(db, endpointId, organizerId, lock)
  if (!endpoint) throw new AppError('NOT_FOUND', 'There is no such webhook endpoint.')
  return endpoint
}
