// The rules of an endpoint's settings (decision 066). Pure.
import { AppError } from '@/core/shared/app-error'
import { computeWebhookUrlProblem } from './webhook-address-rules'
import { isWebhookEventType, type WebhookEventType } from './webhook-event-types'

/** Endpoints one organization may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10

/** A checked URL and a list of known, distinct types; a bad one is a 400 naming the argument. */
export function assertWebhookEndpointInput(input: { url?: string; eventTypes?: readonly string[] }): { url?: string; eventTypes?: WebhookEventType[] } {
  const problems: Record<string, string[]> = {}
  if (input.url !== undefined) {
    const problem = computeWebhookUrlProblem(input.url)
    if (problem) problems.url = [problem]
  }
  if (input.eventTypes !== undefined) {
    const unknown = input.eventTypes.filter((t) => !isWebhookEventType(t))
    if (unknown.length > 0) problems.event_types = [`unknown event types: ${unknown.join(', ')}`]
    else if (input.eventTypes.length === 0) problems.event_types = ['must name at least one event type']
  }
  if (Object.keys(problems).length > 0) throw new AppError('INVALID_ARGUMENT', 'The webhook endpoint is not valid.', problems)
  return { url: input.url, eventTypes: input.eventTypes === undefined ? undefined : [...new Set(input.eventTypes as WebhookEventType[])] }
}
