// The refund policy an organizer picks for an event, and the sentence the event page shows for it.
// Ticketing rules that enforce it come with checkout; here it is what attendees read before buying.

export const REFUND_POLICIES = ['none', '1_day', '7_days', '30_days', 'contact_organizer'] as const

export type RefundPolicy = (typeof REFUND_POLICIES)[number]

function isRefundPolicy(value: string): value is RefundPolicy {
  return (REFUND_POLICIES as readonly string[]).includes(value)
}

/** The sentence of each policy in the page's language (the event catalog's refundPolicies). */
export type RefundPolicyTexts = Record<RefundPolicy, string>

/**
 * The English sentences, kept as code because the create-event wizard draws them in the browser, which
 * loads no catalog (decision 033); the catalog test holds them equal to src/messages/en/event.json.
 */
export const ENGLISH_REFUND_POLICY_TEXTS: RefundPolicyTexts = {
  none: 'No refunds. Tickets cannot be refunded once bought.',
  '1_day': 'Refunds up to 1 day before the event.',
  '7_days': 'Refunds up to 7 days before the event.',
  '30_days': 'Refunds up to 30 days before the event.',
  contact_organizer: 'Contact the organizer to request a refund.',
}

/**
 * What a free event says instead of its refund policy (issue 38 point 6): there is no money to return, so
 * a spot can always be cancelled before the start, whatever policy the organizer left set.
 */
export const ENGLISH_FREE_SPOT_POLICY = 'Free event: you can cancel your spot at any time before it starts.'

/** The attendee-facing text of a refund policy; an unknown stored value reads as "contact the organizer". */
export function computeRefundPolicyText(policy: string, texts: RefundPolicyTexts = ENGLISH_REFUND_POLICY_TEXTS): string {
  return texts[isRefundPolicy(policy) ? policy : 'contact_organizer']
}
