// The refund policy an organizer picks for an event, and the sentence the event page shows for it.
// Ticketing rules that enforce it come with checkout; here it is what attendees read before buying.

export const REFUND_POLICIES = ['none', '1_day', '7_days', '30_days', 'contact_organizer'] as const

export type RefundPolicy = (typeof REFUND_POLICIES)[number]

function isRefundPolicy(value: string): value is RefundPolicy {
  return (REFUND_POLICIES as readonly string[]).includes(value)
}

/** The attendee-facing text of a refund policy; an unknown stored value reads as "contact the organizer". */
export function computeRefundPolicyText(policy: string): string {
  const known: RefundPolicy = isRefundPolicy(policy) ? policy : 'contact_organizer'
  switch (known) {
    case 'none':
      return 'No refunds. Tickets cannot be refunded once bought.'
    case '1_day':
      return 'Refunds up to 1 day before the event.'
    case '7_days':
      return 'Refunds up to 7 days before the event.'
    case '30_days':
      return 'Refunds up to 30 days before the event.'
    case 'contact_organizer':
      return 'Contact the organizer to request a refund.'
  }
}
