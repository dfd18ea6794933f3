// Whether a published event may go back to draft (issue 20's unpublish, issue 38 point 15): one answer
// for the server that refuses and the dashboard that offers the button, so the page never offers a
// click the server can only refuse. Pure.

/**
 * What unpublishing would do to an event:
 * - `allowed`: a live event (upcoming or ended) from which no ticket was ever issued goes back to draft;
 * - `already_draft`: nothing to do (the call succeeds and changes nothing);
 * - `has_sales`: once a ticket was issued (even one refunded since) its buyers hold a promise that a
 *   silent disappearance would break: the event is cancelled instead, which refunds and tells them;
 * - `not_live`: a cancelled (or otherwise closed) event stays as it is.
 */
export type UnpublishOption = 'allowed' | 'already_draft' | 'has_sales' | 'not_live'

export function computeUnpublishOption(event: { status: string; ticketsIssued: boolean }): UnpublishOption {
  if (event.status === 'draft') return 'already_draft'
  if (event.status !== 'live') return 'not_live'
  return event.ticketsIssued ? 'has_sales' : 'allowed'
}
