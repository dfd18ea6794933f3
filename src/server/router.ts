// The mount table: where every HTTP endpoint goes (issue 18 item 1). Each row is one endpoint module in
// src/server/api/ (its contract, the `*Endpoint` exports, and its handlers, the `GET`/`POST`/… exports)
// at its canonical path. Our server (scripts/serve.ts) answers every row itself by calling the module's
// handler (decision 004, revised): Next.js's own per-request work cost more than most handlers. A path
// under /api/ or /home/api/ that no row matches is a JSON 404, a method the row lacks a JSON 405. The
// `src/app/**/route.ts` files re-export the same modules for what our server leaves to Next.js (OPTIONS,
// and a request whose Host header cannot even make a URL).
// The OpenAPI document is built from the contracts listed here (src/server/api-endpoints.ts).
//
// Everything else (pages, static files, the two calendar feeds in src/app/calendar and src/app/e) is
// Next.js's; see docs/architecture.md "Request path".
import type { Endpoint, JsonAnswer } from './api-handler'
import * as account from './api/account'
import * as advanceTestClock from './api/advance-test-clock'
import * as cancelOrder from './api/cancel-order'
import * as completeOrder from './api/complete-order'
import * as confirmTestPayment from './api/confirm-test-payment'
import * as failTestPayment from './api/fail-test-payment'
import * as createOrder from './api/create-order'
import * as requestOrderLookup from './api/request-order-lookup'
import * as createRefundRequest from './api/create-refund-request'
import * as confirmOrderAction from './api/confirm-order-action'
import * as turnOffOrderLinks from './api/turn-off-order-links'
import * as transferTicket from './api/transfer-ticket'
import * as getHeldTicket from './api/get-held-ticket'
import * as getHeldTicketQr from './api/get-held-ticket-qr'
import * as getOrder from './api/get-order'
import * as getOrderReceipt from './api/get-order-receipt'
import * as getInvoiceDocument from './api/get-invoice-document'
import * as requestInvoice from './api/request-invoice'
import * as getTicketQr from './api/get-ticket-qr'
import * as healthz from './api/healthz'
import * as ordersCsv from './api/orders-csv'
import * as readyz from './api/readyz'
import * as joinWaitlist from './api/join-waitlist'
import * as confirmWaitlistEntry from './api/confirm-waitlist-entry'
import * as listUserOrders from './api/list-user-orders'
import * as paymentCallback from './api/payment-callback'
import * as attendeesCsv from './api/attendees-csv'
import * as autoCreateEvent from './api/auto-create-event'
import * as cancelEvent from './api/cancel-event'
import * as checkInTicket from './api/check-in-ticket'
import * as createEvent from './api/create-event'
import * as createSchedule from './api/create-schedule'
import * as eventDiscounts from './api/event-discounts'
import * as transferSettings from './api/transfer-settings'
import * as eventQuestions from './api/event-questions'
import * as eventQuestion from './api/event-question'
import * as orderAnswers from './api/order-answers'
import * as eventTicketClasses from './api/event-ticket-classes'
import * as listEventAttendees from './api/list-event-attendees'
import * as listEventOrders from './api/list-event-orders'
import * as eventSalesReport from './api/event-sales-report'
import * as managedEvent from './api/managed-event'
import * as myOrganizerProfile from './api/my-organizer-profile'
import * as organizationTax from './api/organization-tax'
import * as organizationMembers from './api/organization-members'
import * as organizationActivity from './api/organization-activity'
import * as organizationMember from './api/organization-member'
import * as organizationInvitation from './api/organization-invitation'
import * as apiKeys from './api/api-keys'
import * as apiKey from './api/api-key'
import * as embedOrigins from './api/embed-origins'
import * as embedScript from './api/embed-script'
import * as waitingRoom from './api/waiting-room'
import * as queueJoin from './api/queue-join'
import * as queueStatus from './api/queue-status'
import * as queueFairness from './api/queue-fairness'
import * as organizerEvents from './api/organizer-events'
import * as acceptTeamInvitation from './api/accept-team-invitation'
import * as payoutMethod from './api/payout-method'
import * as stripeOnboarding from './api/stripe-onboarding'
import * as organizerBalance from './api/organizer-balance'
import * as listPayouts from './api/list-payouts'
import * as retryPayout from './api/retry-payout'
import * as webhooks from './api/webhooks'
import * as webhook from './api/webhook'
import * as rotateWebhookSecret from './api/rotate-webhook-secret'
import * as sendTestWebhook from './api/send-test-webhook'
import * as webhookDeliveries from './api/webhook-deliveries'
import * as replayWebhookDelivery from './api/replay-webhook-delivery'
import * as payoutStatement from './api/payout-statement'
import * as payoutSchedule from './api/payout-schedule'
import * as sweepPayoutsNow from './api/sweep-payouts-now'
import * as sendRemindersNow from './api/send-reminders-now'
import * as createAdjustment from './api/create-adjustment'
import * as publishEvent from './api/publish-event'
import * as ticketClass from './api/ticket-class'
import * as unpublishEvent from './api/unpublish-event'
import * as unlockEvent from './api/unlock-event'
import * as eventInvitations from './api/event-invitations'
import * as eventInvitation from './api/event-invitation'
import * as acceptEventInvitation from './api/accept-event-invitation'
import * as duplicateEvent from './api/duplicate-event'
import * as dismissDraftReminder from './api/dismiss-draft-reminder'
import * as getEventOrder from './api/get-event-order'
import * as refundEventOrder from './api/refund-event-order'
import * as cancelEventOrder from './api/cancel-event-order'
import * as approveEventOrder from './api/approve-event-order'
import * as declineEventOrder from './api/decline-event-order'
import * as approveEventOrders from './api/approve-event-orders'
import * as declineEventOrders from './api/decline-event-orders'
import * as sweepApprovalsNow from './api/sweep-approvals-now'
import * as resendEventOrderTickets from './api/resend-event-order-tickets'
import * as emailEventAttendees from './api/email-event-attendees'
import * as sendOrganizerMessage from './api/send-organizer-message'
import * as sendSalesInquiry from './api/send-sales-inquiry'
import * as myContactsCsv from './api/my-contacts-csv'
import * as discount from './api/discount'
import * as uploadMedia from './api/upload-media'
import * as adminMailbox from './api/admin-mailbox'
import * as adminMailboxTest from './api/admin-mailbox-test'
import * as adminSearch from './api/admin-search'
import * as askConcierge from './api/ask-concierge'
import * as autocomplete from './api/autocomplete'
import * as collection from './api/collection'
import * as collectionEvent from './api/collection-event'
import * as currentUser from './api/current-user'
import * as eventsByIds from './api/events-by-ids'
import * as exportAccount from './api/export-account'
import * as followOrganizer from './api/follow-organizer'
import * as forYou from './api/for-you'
import * as interests from './api/interests'
import * as listFeatureFlags from './api/list-feature-flags'
import * as listFollows from './api/list-follows'
import * as listSaves from './api/list-saves'
import { createOpenApiDocumentHandler } from './api/openapi-document'
import * as optimizeImage from './api/optimize-image'
import * as placeAutocomplete from './api/place-autocomplete'
import * as placeFromCoordinates from './api/place-from-coordinates'
import * as placeFromGooglePlaceId from './api/place-from-google-place-id'
import * as placeFromRequest from './api/place-from-request'
import * as recordAnalytics from './api/record-analytics'
import * as requestPasswordReset from './api/request-password-reset'
import * as resendVerificationEmail from './api/resend-verification-email'
import * as resetPassword from './api/reset-password'
import * as saveEvent from './api/save-event'
import * as searchEvents from './api/search-events'
import * as setFeatureFlag from './api/set-feature-flag'
import * as signIn from './api/sign-in'
import * as signOut from './api/sign-out'
import * as signUp from './api/sign-up'
import * as signInForm from './api/sign-in-form'
import * as contactUsForm from './api/contact-us-form'
import * as sendContactMessage from './api/send-contact-message'
import * as signUpForm from './api/sign-up-form'
import * as storedImage from './api/stored-image'
import * as trending from './api/trending'
import * as userCollections from './api/user-collections'
import * as userPhoto from './api/user-photo'
import * as verifyEmail from './api/verify-email'
import * as verifyEmailForm from './api/verify-email-form'
import { PHOTO_MAX_BYTES } from '@/core/accounts/change-photo'
import { JSON_BODY_MAX_BYTES } from './api-handler'
import { answerBearerRequest, isBearerRequest } from './http/bearer-gate'
import { computeEndpointScope } from './http/api-key-endpoint-scopes'
import { MEDIA_UPLOAD_MAX_BODY_BYTES } from './api/upload-media'

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

// Next.js passes dynamic segments as a second argument; lane rows have none.
type Handler = (request: Request, context: never) => Promise<Response> | Response
export type EndpointModule = Partial<Record<HttpMethod, Handler>> & { [name: `${string}Endpoint`]: Endpoint }

export type Mount = {
  /** Canonical path with its trailing slash; `{name}` is one segment, `{name*}` the rest of the path. */
  path: string
  module: EndpointModule
  /** The largest request body the row reads (default: handleJson's 256 KB); more is refused unread. */
  maxBodyBytes?: number
  /** What a body past `maxBodyBytes` is told, and the field it names (an upload's size limit). */
  tooLarge?: { field: string; message: string }
  /** The POST of a page's plain HTML form (issue 23): GET is the page, so no route.ts re-exports the row. */
  pageForm?: true
}

/** GET /api/v3/openapi.json: built from this table's contracts (src/app re-exports it from here). */
export const serveOpenApiDocument = createOpenApiDocumentHandler(() => mountedContracts())

export const MOUNTS: readonly Mount[] = [
  // Discovery (spec §7)
  { path: '/api/v3/destination/search/', module: searchEvents },
  { path: '/api/v3/destination/events/', module: eventsByIds },
  { path: '/api/v3/destination/search/autocomplete/', module: autocomplete },
  { path: '/api/v3/trending/', module: trending },
  { path: '/home/api/geo/place_from_request/', module: placeFromRequest },
  { path: '/home/api/geo/place_from_google_place_id/', module: placeFromGooglePlaceId },
  { path: '/home/api/geo/place_from_coordinates/', module: placeFromCoordinates },
  { path: '/home/api/geo/place_autocomplete/', module: placeAutocomplete },
  { path: '/home/api/user/', module: currentUser },
  { path: '/alt-search/mobile-bff/relevance/ask/', module: askConcierge },
  { path: '/api/v3/destination/for-you/', module: forYou },
  // Events as their organizers create and run them (issue 20)
  { path: '/api/v3/events/', module: createEvent },
  // Before the {eventId} row, which would otherwise take `auto_create` for an id.
  { path: '/api/v3/events/auto_create/', module: autoCreateEvent },
  { path: '/api/v3/events/{eventId}/', module: managedEvent },
  { path: '/api/v3/events/{eventId}/publish/', module: publishEvent },
  { path: '/api/v3/events/{eventId}/unpublish/', module: unpublishEvent },
  { path: '/api/v3/events/{eventId}/unlock/', module: unlockEvent },
  { path: '/api/v3/events/{eventId}/invitations/', module: eventInvitations },
  // Before {invitationId}, which would take `accept` for an id.
  { path: '/api/v3/events/{eventId}/invitations/accept/', module: acceptEventInvitation },
  { path: '/api/v3/events/{eventId}/invitations/{invitationId}/', module: eventInvitation },
  { path: '/api/v3/events/{eventId}/duplicate/', module: duplicateEvent },
  { path: '/api/v3/events/{eventId}/dismiss_reminder/', module: dismissDraftReminder },
  { path: '/api/v3/events/{eventId}/cancel/', module: cancelEvent },
  { path: '/api/v3/events/{eventId}/schedules/', module: createSchedule },
  { path: '/api/v3/events/{eventId}/check_ins/', module: checkInTicket },
  { path: '/api/v3/events/{eventId}/attendees/', module: listEventAttendees },
  { path: '/api/v3/events/{eventId}/attendees.csv', module: attendeesCsv },
  { path: '/api/v3/events/{eventId}/orders.csv', module: ordersCsv },
  { path: '/api/v3/events/{eventId}/orders/', module: listEventOrders },
  { path: '/api/v3/events/{eventId}/sales_report/', module: eventSalesReport },
  // Approval (decision 064): the bulk rows come before `{orderId}`, which would otherwise take their paths.
  { path: '/api/v3/events/{eventId}/orders/approve/', module: approveEventOrders },
  { path: '/api/v3/events/{eventId}/orders/decline/', module: declineEventOrders },
  { path: '/api/v3/events/{eventId}/orders/{orderId}/', module: getEventOrder },
  { path: '/api/v3/events/{eventId}/orders/{orderId}/refunds/', module: refundEventOrder },
  { path: '/api/v3/events/{eventId}/orders/{orderId}/cancel/', module: cancelEventOrder },
  { path: '/api/v3/events/{eventId}/orders/{orderId}/approve/', module: approveEventOrder },
  { path: '/api/v3/events/{eventId}/orders/{orderId}/decline/', module: declineEventOrder },
  { path: '/api/v3/events/{eventId}/orders/{orderId}/resend_tickets/', module: resendEventOrderTickets },
  { path: '/api/v3/events/{eventId}/attendee_emails/', module: emailEventAttendees },
  { path: '/api/v3/ticket_classes/{id}/', module: ticketClass },
  { path: '/api/v3/media/upload/', module: uploadMedia, maxBodyBytes: MEDIA_UPLOAD_MAX_BODY_BYTES, tooLarge: { field: 'file', message: 'Choose an image under 10 MB.' } },
  { path: '/api/v3/users/{publicId}/organizer/', module: myOrganizerProfile },
  { path: '/api/v3/organizations/me/tax/', module: organizationTax },
  // The organization's team (issue 40, decision 061)
  { path: '/api/v3/organizations/me/members/', module: organizationMembers },
  { path: '/api/v3/organizations/me/members/{memberId}/', module: organizationMember },
  { path: '/api/v3/organizations/me/invitations/{invitationId}/', module: organizationInvitation },
  { path: '/api/v3/organizations/invitations/accept/', module: acceptTeamInvitation },
  { path: '/api/v3/organizations/me/activity/', module: organizationActivity },
  // The organization's events and API keys (issue 41, decision 065)
  { path: '/api/v3/organizations/me/events/', module: organizerEvents },
  { path: '/api/v3/organizations/me/api_keys/', module: apiKeys },
  { path: '/api/v3/organizations/me/api_keys/{keyId}/', module: apiKey },
  // The sites allowed to frame the embedded checkout (issue 41, decision 070)
  { path: '/api/v3/organizations/me/embed_origins/', module: embedOrigins },
  // The organizer's payouts (issue 37 point 3, decisions 041 and 042)
  { path: '/api/v3/organizations/me/payout_method/', module: payoutMethod },
  { path: '/api/v3/organizations/me/payout_method/stripe_onboarding/', module: stripeOnboarding },
  { path: '/api/v3/organizations/me/payout_schedule/', module: payoutSchedule },
  { path: '/api/v3/organizations/me/balance/', module: organizerBalance },
  { path: '/api/v3/organizations/me/payouts/', module: listPayouts },
  { path: '/api/v3/organizations/me/payouts/{payoutId}/retry/', module: retryPayout },
  { path: '/api/v3/organizations/me/webhooks/', module: webhooks },
  { path: '/api/v3/organizations/me/webhooks/{webhookId}/', module: webhook },
  { path: '/api/v3/organizations/me/webhooks/{webhookId}/rotate_secret/', module: rotateWebhookSecret },
  { path: '/api/v3/organizations/me/webhooks/{webhookId}/test/', module: sendTestWebhook },
  { path: '/api/v3/organizations/me/webhooks/{webhookId}/deliveries/', module: webhookDeliveries },
  { path: '/api/v3/organizations/me/webhooks/{webhookId}/deliveries/{deliveryId}/replay/', module: replayWebhookDelivery },
  { path: '/api/v3/organizations/me/payouts/{payoutId}/statement.csv', module: payoutStatement },
  { path: '/api/v3/organizers/{organizerId}/contact_messages/', module: sendOrganizerMessage },
  { path: '/api/v3/users/{publicId}/contacts.csv', module: myContactsCsv },
  // Accounts
  { path: '/home/api/auth/signup/', module: signUp },
  { path: '/home/api/auth/signin/', module: signIn },
  { path: '/home/api/auth/signout/', module: signOut },
  { path: '/home/api/auth/password-reset/request/', module: requestPasswordReset },
  { path: '/home/api/auth/password-reset/', module: resetPassword },
  { path: '/home/api/auth/verify-email/', module: verifyEmail },
  // The same as plain HTML forms posting to their pages (issue 23); GET stays Next.js's page.
  { path: '/signin/', module: signInForm, pageForm: true },
  { path: '/signin/signup/', module: signUpForm, pageForm: true },
  { path: '/account/verify-email/', module: verifyEmailForm, pageForm: true },
  { path: '/api/v3/users/{publicId}/', module: account },
  { path: '/api/v3/users/{publicId}/export/', module: exportAccount },
  { path: '/api/v3/users/{publicId}/photo/', module: userPhoto, maxBodyBytes: PHOTO_MAX_BYTES + 64 * 1024, tooLarge: { field: 'photo', message: 'Choose a photo under 5 MB.' } },
  { path: '/api/v3/users/{publicId}/verification-email/', module: resendVerificationEmail },
  // Ticketing (issue 19)
  { path: '/api/v3/events/{eventId}/ticket_classes/', module: eventTicketClasses },
  { path: '/api/v3/events/{eventId}/discounts/', module: eventDiscounts },
  { path: '/api/v3/events/{eventId}/transfer_settings/', module: transferSettings },
  { path: '/api/v3/events/{eventId}/questions/', module: eventQuestions },
  { path: '/api/v3/events/{eventId}/questions/{questionId}/', module: eventQuestion },
  // The on-sale waiting room (issue 42)
  { path: '/api/v3/events/{eventId}/waiting_room/', module: waitingRoom },
  { path: '/api/v3/events/{eventId}/queue/join/', module: queueJoin },
  { path: '/api/v3/events/{eventId}/queue/status/', module: queueStatus },
  { path: '/api/v3/events/{eventId}/queue/fairness/', module: queueFairness },
  { path: '/api/v3/discounts/{id}/', module: discount },
  { path: '/api/v3/orders/', module: createOrder },
  // Before {orderId}, which would take `lookup` for an id.
  { path: '/api/v3/orders/lookup/', module: requestOrderLookup },
  { path: '/api/v3/orders/{orderId}/', module: getOrder },
  { path: '/api/v3/orders/{orderId}/complete/', module: completeOrder },
  { path: '/api/v3/orders/{orderId}/cancel/', module: cancelOrder },
  { path: '/api/v3/orders/{orderId}/answers/', module: orderAnswers },
  { path: '/api/v3/orders/{orderId}/refund_requests/', module: createRefundRequest },
  { path: '/api/v3/orders/{orderId}/confirm_action/', module: confirmOrderAction },
  { path: '/api/v3/orders/{orderId}/turn_off_links/', module: turnOffOrderLinks },
  { path: '/api/v3/orders/{orderId}/tickets/{ticketId}/qr.svg', module: getTicketQr },
  { path: '/api/v3/orders/{orderId}/tickets/{ticketId}/transfer/', module: transferTicket },
  { path: '/api/v3/tickets/{ticketId}/', module: getHeldTicket },
  { path: '/api/v3/tickets/{ticketId}/qr.svg', module: getHeldTicketQr },
  { path: '/api/v3/orders/{orderId}/receipt.pdf', module: getOrderReceipt },
  { path: '/api/v3/orders/{orderId}/invoice/', module: requestInvoice },
  { path: '/api/v3/orders/{orderId}/invoices/{invoiceId}/document.pdf', module: getInvoiceDocument },
  { path: '/api/v3/ticket_classes/{id}/waitlist/', module: joinWaitlist },
  { path: '/api/v3/waitlist_entries/{id}/confirm/', module: confirmWaitlistEntry },
  { path: '/api/v3/users/{publicId}/orders/', module: listUserOrders },
  { path: '/api/v3/payments/callback/', module: paymentCallback },
  { path: '/api/v3/payments/test/{reference}/confirm/', module: confirmTestPayment },
  { path: '/api/v3/payments/test/{reference}/fail/', module: failTestPayment },
  { path: '/api/v3/admin/test-clock/', module: advanceTestClock },
  { path: '/api/v3/admin/payouts/sweep/', module: sweepPayoutsNow },
  { path: '/api/v3/admin/reminders/send/', module: sendRemindersNow },
  { path: '/api/v3/admin/approvals/sweep/', module: sweepApprovalsNow },
  // Saves, follows, interests, collections
  { path: '/api/v3/users/{publicId}/saves/', module: listSaves },
  { path: '/api/v3/users/{publicId}/saves/{eventId}/', module: saveEvent },
  { path: '/api/v3/users/{publicId}/follows/', module: listFollows },
  { path: '/api/v3/users/{publicId}/follows/{organizerId}/', module: followOrganizer },
  { path: '/api/v3/users/{publicId}/interests/', module: interests },
  { path: '/api/v3/users/{publicId}/collections/', module: userCollections },
  { path: '/api/v3/collections/{collectionId}/', module: collection },
  { path: '/api/v3/collections/{collectionId}/events/{eventId}/', module: collectionEvent },
  // Support: Contact us (issue 23), as JSON and as the help page's plain form
  { path: '/api/v3/contact_messages/', module: sendContactMessage },
  { path: '/help/{lang}/contact-us/', module: contactUsForm, pageForm: true },
  { path: '/api/v3/sales_inquiries/', module: sendSalesInquiry },
  // Staff
  { path: '/api/v3/admin/search/', module: adminSearch },
  { path: '/api/v3/admin/feature-flags/', module: listFeatureFlags },
  { path: '/api/v3/admin/feature-flags/{key}/', module: setFeatureFlag },
  { path: '/api/v3/admin/mailbox/', module: adminMailbox },
  { path: '/api/v3/admin/mailbox/test/', module: adminMailboxTest },
  { path: '/api/v3/admin/organizations/{organizationId}/adjustments/', module: createAdjustment },
  // Analytics, the API's own description, images
  { path: '/api/v3/analytics/', module: recordAnalytics },
  { path: '/api/v3/openapi.json', module: { GET: serveOpenApiDocument } },
  { path: '/images/{key*}', module: storedImage },
  { path: '/home/_next/image/', module: optimizeImage },
  // Load balancer probes (issue 24), every few seconds per instance: the cheaper the better. A draining
  // instance's /readyz 503 is answered by scripts/serve.ts before this table.
  { path: '/healthz/', module: healthz },
  // The embedded checkout's script for organizers' pages (issue 41, decision 070)
  { path: '/embed.js', module: embedScript },
  { path: '/readyz/', module: readyz },
]

/** The methods a module answers (its exported handlers). */
export function mountMethods(mount: Mount): HttpMethod[] {
  return HTTP_METHODS.filter((method) => typeof mount.module[method] === 'function')
}

/** Every endpoint contract of the table, in table order (the OpenAPI document lists them so). */
export function mountedContracts(): Endpoint[] {
  return MOUNTS.flatMap((mount) =>
    Object.entries(mount.module)
      .filter(([name]) => name.endsWith('Endpoint'))
      .map(([, contract]) => contract as Endpoint),
  )
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// A path pattern as a regular expression, each `{name}` a named group; the trailing slash is optional
// (spec §7 accepts both).
function compile(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (!part.startsWith('{')) return escapeRegExp(part)
      const name = part.slice(1, -1).replace(/\*$/, '')
      return part.endsWith('*}') ? `(?<${name}>.+?)` : `(?<${name}>[^/]+)`
    })
    .join('')
  return new RegExp(`^${body}/?$`)
}

const COMPILED = MOUNTS.map((mount) => ({
  mount,
  pattern: compile(mount.path),
  methods: mountMethods(mount),
  catchAll: new Set([...mount.path.matchAll(/\{(\w+)\*\}/g)].map((m) => m[1]!)),
}))
// Exact canonical paths of the GET rows without parameters, for the hot path's one Map lookup.
const EXACT_GETS = new Map(COMPILED.filter(({ mount }) => mount.module.GET && !mount.path.includes('{')).map((row) => [row.mount.path, row]))

export type LaneHandler = (request: Request) => Promise<Response>
/** A row's handler bound to its path parameters (listed too), and the largest body it reads. */
export type BoundHandler = {
  handle: LaneHandler
  /** A handleGet row's answer before any Response is made (api-handler.ts says why our server prefers it). */
  answer?: (request: Request) => Promise<JsonAnswer>
  maxBodyBytes: number
  tooLarge?: Mount['tooLarge']
  params: Readonly<Record<string, string | string[]>>
}

type Row = (typeof COMPILED)[number]
type ParamHandler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response

// Path parameters as Next.js passes them: percent-decoded, a `{name*}` one as its list of segments.
function paramsOf(row: Row, groups: Record<string, string> | undefined): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {}
  try {
    for (const [name, raw] of Object.entries(groups ?? {})) {
      params[name] = row.catchAll.has(name) ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw)
    }
  } catch {
    return null
  }
  return params
}

function bind(row: Row, method: string, groups: Record<string, string> | undefined): BoundHandler | undefined {
  // HEAD is GET without its body (our server drops the body), as Next.js derives it.
  const handler = row.mount.module[(method === 'HEAD' ? 'GET' : method) as HttpMethod] as ParamHandler | undefined
  if (!handler) return undefined
  const params = paramsOf(row, groups)
  if (!params) return undefined
  const context = { params: Promise.resolve(params) }
  const plainAnswer = (handler as { answer?: BoundHandler['answer'] }).answer
  const run: LaneHandler = async (request) => handler(request, context)
  // A bearer request (an API key, decision 065) passes the key's gate first, whatever the row: the row's
  // scope comes from the one table (http/api-key-endpoint-scopes.ts); a row not in it refuses keys.
  const scope = computeEndpointScope(method, row.mount.path)
  const handle: LaneHandler = (request) => (isBearerRequest(request.headers.get('authorization')) ? answerBearerRequest(request, scope, run) : run(request))
  const answer: BoundHandler['answer'] = plainAnswer
    ? async (request) => (isBearerRequest(request.headers.get('authorization')) ? { kind: 'response', response: await answerBearerRequest(request, scope, run) } : plainAnswer(request))
    : undefined
  return { handle, answer, maxBodyBytes: row.mount.maxBodyBytes ?? JSON_BODY_MAX_BYTES, tooLarge: row.mount.tooLarge, params }
}

// The GET rows without parameters, bound once: the hot discovery reads allocate nothing to be routed.
const EXACT_BOUND = new Map([...EXACT_GETS].map(([path, row]) => [path, bind(row, 'GET', undefined)!]))

/**
 * The handler for `method` on `pathname` (with or without its trailing slash) bound to its path
 * parameters, if a row answers it; undefined leaves the request to Next.js (a page, OPTIONS, …).
 */
export function laneHandler(method: string | undefined, pathname: string): BoundHandler | undefined {
  const verb = method ?? 'GET'
  if (verb === 'GET' || verb === 'HEAD') {
    const exact = EXACT_BOUND.get(pathname.endsWith('/') ? pathname : `${pathname}/`)
    if (exact) return exact
  }
  for (const row of COMPILED) {
    const match = row.pattern.exec(pathname)
    if (match) return bind(row, verb, match.groups)
  }
  return undefined
}
export type RouteMatch = { kind: 'found'; mount: Mount } | { kind: 'wrong-method'; allow: string[] } | { kind: 'none' }

/**
 * Where a request goes: the row whose path matches and answers the method (HEAD and OPTIONS as Next.js
 * derives them), the methods allowed when the path matches but the method does not, or none.
 */
export function matchRoute(method: string, pathname: string): RouteMatch {
  for (const { mount, pattern, methods } of COMPILED) {
    if (!pattern.test(pathname)) continue
    const allowed = (methods as string[]).includes(method) || method === 'OPTIONS' || (method === 'HEAD' && methods.includes('GET'))
    if (allowed) return { kind: 'found', mount }
    const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
    return { kind: 'wrong-method', allow }
  }
  return { kind: 'none' }
}
