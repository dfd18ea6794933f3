// Acting on an order through its link (decision 051, issue 39 finding 13): a forwarded confirmation email
// let anyone refund the order. The link still shows the order; a refund asked for through it is carried
// out only once the buyer confirms it from their email. Pure: the action's shape and the rules around it.
import { z } from 'zod'

/** How long an emailed confirmation works: long enough to open one's mail, short enough to be fresh. */
export const ORDER_ACTION_CONFIRMATION_MINUTES = 30

/** Confirmation emails one order may cause in an hour (ORDER_ACTION_CONFIRMATIONS_PER_HOUR). */
export const DEFAULT_ORDER_ACTION_CONFIRMATIONS_PER_HOUR = 5

/** The page the emailed link opens; its button posts the confirmation (a mail scanner opening it does nothing). */
export const ORDER_ACTION_CONFIRM_PATH = '/orders/confirm/'

/** What the buyer confirms, with its parameters: the confirmation carries out exactly this. */
export const OrderActionSchema = z.object({
  type: z.literal('refund'),
  ticket_ids: z.array(z.number().int().positive()).optional(),
  reason: z.string().optional(),
})
export type OrderAction = z.infer<typeof OrderActionSchema>

/** The answer of an action that waits for the buyer's confirmation (202). */
export type ConfirmationEmailed = { confirmation: 'emailed'; email: string }

/** The emailed link: the order, and the token that names one confirmation of it. */
export function computeOrderActionConfirmUrl(siteUrl: string, orderId: number, token: string): string {
  const url = new URL(ORDER_ACTION_CONFIRM_PATH, siteUrl)
  url.searchParams.set('order', String(orderId))
  url.searchParams.set('token', token)
  return url.toString()
}

/**
 * True when `given` ticket ids (from the confirming request, if it names any) are the ones the buyer was
 * asked to confirm: a confirmation for two tickets does not refund three.
 */
export function isSameTicketChoice(bound: readonly number[] | undefined, given: readonly number[] | undefined): boolean {
  if (given === undefined) return true
  const a = [...new Set(bound ?? [])].sort((x, y) => x - y)
  const b = [...new Set(given)].sort((x, y) => x - y)
  return a.length === b.length && a.every((id, i) => id === b[i])
}
