import 'server-only'
import { computeRequiresApproval } from '@/core/ticketing/approval-rules'
import { isFollowing } from '@/core/social/social-repository'
import { AppError } from '@/core/shared/app-error'
import { readerOf, type CoreDeps } from '@/core/shared/core-deps'
import { computeEventJson, eventPath, type EventJson } from './event-json'
import { computeRevealedClassIds, parseHiddenClassToken } from './event-access'
import { assertEventVisible } from './assert-event-visible'
import { findTicketClassesByEventIdWithAvailability } from '@/core/ticketing/inventory-repository'
import { findEventDetailsByIds, findEventPageFieldsById, findUpcomingSeriesDatesByParentId } from './events-repository'
import { computeRefundPolicyText, ENGLISH_FREE_SPOT_POLICY, type RefundPolicyTexts } from './refund-policy'
import { sanitizeDescription } from './sanitize-description'
import { computeTicketClassView, type TicketClassIntl, type TicketClassView } from './ticket-class-availability'
import { isSoldHere } from './ticket-provider'
import { computeTicketOffer, type TicketOffer } from './ticket-offer'
import { findEnabledWaitingRoom } from '@/core/waiting-room/waiting-rooms-repository'
import { computeWaitingRoomNotice, type WaitingRoomNotice } from '@/core/waiting-room/waiting-room-notice'

export type EventPage = {
  event: EventJson
  /** Sanitised: safe to insert as HTML. */
  descriptionHtml: string
  refundPolicyText: string
  /** Whether buyers may transfer tickets, and until how many hours before the start (decision 059). */
  transfers: { allowed: boolean; cutoffHours: number }
  /** When tickets go on sale, for a not-yet-on-sale event's message in the page's language. */
  salesStartUtc: string | null
  ticketClasses: TicketClassView[]
  /**
   * What the tickets area offers (ticket-offer.ts, issue 36): checkout, the wait-list when every class on
   * sale is sold out, or nothing but the word "cancelled".
   */
  ticketOffer: TicketOffer
  /** Upcoming dates of the event's series (empty for a single event), each with its page path. */
  seriesDates: { id: string; path: string; startUtc: string; endUtc: string; isThisEvent: boolean }[]
  /** "+ N more" of spec §4: current and future dates of the series minus the one shown. */
  moreDates: number
  /** Whether the signed-in viewer follows the event's organizer (false without a session). */
  viewerFollowsOrganizer: boolean
  /** The hidden class's direct-link token the page was opened with, when valid (decision 060): checkout sends it. */
  ticketLink?: string | null
  /** Decision 064: registering needs the organizer's approval (the event's, or a class's on offer); the page says so before purchase. */
  requiresApproval?: boolean
  /** Issue 42: the on-sale's waiting room, when one is turned on: buyers line up in it (waiting-room-notice.ts). */
  waitingRoom?: WaitingRoomNotice | null
}

/** Dates listed on a series' page; "+ N more" still counts them all. */
const SERIES_DATES_SHOWN = 30

/**
 * The event page (issue 5, spec §3 Event): the API Event plus the sanitised description, refund policy,
 * ticket classes with availability and the series' dates. Drafts and unpublished events are NOT_FOUND.
 */
export async function getEventPage(
  deps: Pick<CoreDeps, 'db' | 'readDb' | 'clock'>,
  {
    id,
    origin,
    viewerUserId,
    intl,
    access,
  }: {
    id: number
    origin: string
    viewerUserId: number | null
    /** The page's language for the ticket classes and refund policy (English without). */
    intl?: TicketClassIntl & { refundPolicies: RefundPolicyTexts; freeSpotPolicy?: string }
    /**
     * Decision 060: the visitor's pass of a private event's password (its cookie) and the direct-link
     * tokens that reveal hidden classes. Without it a private event is refused and no hidden class shows.
     */
    access?: { secret: string; pass: string | null; ticketLinks: readonly string[] }
  },
): Promise<EventPage> {
  // A page anyone may read: on a replica when there are some (a visitor who just wrote reads the primary).
  const db = readerOf(deps)
  const now = deps.clock.now()
  const fields = await findEventPageFieldsById(db, id)
  if (!fields || fields.status === 'draft' || fields.publishedAt === null) {
    throw new AppError('NOT_FOUND', 'There is no published event with that id.')
  }
  await assertEventVisible(db, { id, passwordHash: fields.passwordHash, invitationOnly: fields.invitationOnly }, { secret: access?.secret ?? '', pass: access?.pass, userId: viewerUserId })
  const revealed = access ? computeRevealedClassIds(access.secret, access.ticketLinks) : []
  const seriesId = fields.isSeriesParent ? id : fields.seriesParentId
  const [[detail], classes, dates, follows, room] = await Promise.all([
    findEventDetailsByIds(db, [id], { now, viewerUserId }),
    // With their unexpired holds, as checkout counts them: the page and the dialog say the same.
    findTicketClassesByEventIdWithAvailability(db, id, now, revealed),
    seriesId === null ? Promise.resolve([]) : findUpcomingSeriesDatesByParentId(db, seriesId, { now, limit: SERIES_DATES_SHOWN }),
    viewerUserId === null ? Promise.resolve(false) : isFollowing(db, viewerUserId, fields.organizerId),
    findEnabledWaitingRoom(db, id),
  ])
  if (!detail) throw new AppError('NOT_FOUND', 'There is no published event with that id.')
  const event = computeEventJson(detail, { now, origin })
  const currentFuture = detail.series?.currentFuture ?? dates.length
  const ticketClasses = classes.map((t) =>
    computeTicketClassView(t, { now, timeZone: detail.timeZone, soldHere: isSoldHere(detail.ticketsBy), tax: detail.tax, ...(intl ? { intl } : {}) }),
  )
  return {
    event,
    descriptionHtml: sanitizeDescription(fields.descriptionHtml),
    refundPolicyText: detail.isFree ? (intl?.freeSpotPolicy ?? ENGLISH_FREE_SPOT_POLICY) : computeRefundPolicyText(fields.refundPolicy, intl?.refundPolicies),
    transfers: { allowed: fields.transfersAllowed, cutoffHours: fields.transferCutoffHours },
    salesStartUtc: detail.tickets.salesStart?.toISOString() ?? null,
    ticketClasses,
    requiresApproval: computeRequiresApproval(detail, classes),
    ticketOffer: computeTicketOffer(detail.status, ticketClasses.map((c) => c.onSaleStatus)),
    seriesDates: dates.map((d) => ({
      id: String(d.id),
      path: eventPath(d.nameSlug, d.id),
      startUtc: d.startAt.toISOString(),
      endUtc: d.endAt.toISOString(),
      isThisEvent: d.id === id,
    })),
    moreDates: Math.max(0, currentFuture - 1),
    viewerFollowsOrganizer: follows,
    waitingRoom: room ? computeWaitingRoomNotice(room, now) : null,
    ticketLink: revealed.length > 0 ? (access?.ticketLinks.find((t) => parseHiddenClassToken(access.secret, t) !== null) ?? null) : null,
  }
}
