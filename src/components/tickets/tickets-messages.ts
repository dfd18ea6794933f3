// Every word of the order, ticket and "My tickets" pages (issue 19), from the tickets catalog
// (src/messages/{language}/tickets.json) in the page's language (issue 25, decision 033): the page hands
// the catalog's texts to the provider, and their {name} placeholders are filled here, so the browser needs
// no message parser. Without texts (component tests) the pages speak the English catalog.
import { fillText } from '@/core/i18n/fill-text'
import { formatEventTime } from '@/core/ticketing/event-time-text'
import { computeTicketVoidReason } from '@/core/ticketing/ticket-entry'
import englishTickets from '@/messages/en/tickets.json'

export type TicketsTexts = typeof englishTickets

/** The tickets pages' words in one language, with the texts that take values as functions. */
export function computeTicketsMessages(texts: TicketsTexts, locale: string, pathPrefix = '') {
  const plural = new Intl.PluralRules(locale)
  const ticketStatus: Partial<Record<string, string>> = texts.ticketStatus
  return {
    ...texts,
    locale,
    /** A site path in the page's language subdirectory (`/de-de/orders/1/`). */
    path: (path: string) => `${pathPrefix}${path}`,
    orderNumber: (id: string) => fillText(texts.orderNumber, { id }),
    emailSent: (email: string) => fillText(texts.emailSent, { email }),
    ticket: (number: number, total: number) => fillText(texts.ticket, { number, total }),
    qrAlt: (code: string) => fillText(texts.qrAlt, { code }),
    status: (status: string) => fillText(texts.status, { status: ticketStatus[status] ?? status }),
    /** "Refunded – not valid for entry" for a ticket that does not admit (ticket-entry.ts); null for one that does. */
    voidMark: (status: string) => {
      const reason = computeTicketVoidReason(status)
      return reason === null ? null : texts.voidMark[reason]
    },
    ticketCount: (count: number) =>
      plural.select(count) === 'one' ? fillText(texts.ticketCountOne, { count }) : fillText(texts.ticketCountOther, { count }),
    viewOrder: (name: string) => fillText(texts.viewOrder, { name }),
    viewEvent: (name: string) => fillText(texts.viewEvent, { name }),
    receiptFor: (name: string) => fillText(texts.receiptFor, { name }),
    invoiceReady: (number: string) => fillText(texts.invoiceReady, { number }),
    downloadInvoice: (number: string) => fillText(texts.downloadInvoice, { number }),
    downloadCreditNote: (number: string) => fillText(texts.downloadCreditNote, { number }),
    refundAmount: (amount: string) => fillText(texts.refundAmount, { amount }),
    refundConfirmQuestion: (amount: string) => fillText(texts.refundConfirmQuestion, { amount }),
    requestConfirmQuestion: (amount: string) => fillText(texts.requestConfirmQuestion, { amount }),
    refundYes: (amount: string) => fillText(texts.refundYes, { amount }),
    refundGranted: (amount: string) => fillText(texts.refundGranted, { amount }),
    refundRequested: (amount: string) => fillText(texts.refundRequested, { amount }),
    /** A refund asked for through the order's link waits for the buyer's email (decision 051). */
    refundEmailed: (email: string) => fillText(texts.refundEmailed, { email }),
    linksTurnedOff: (email: string) => fillText(texts.linksTurnedOff, { email }),
    /** Why an expired order's late payment went back, and how much (decision 047). */
    transferTicket: (ticket: string) => fillText(texts.transfer.button, { ticket }),
    transferTitle: (ticket: string) => fillText(texts.transfer.title, { ticket }),
    transferNote: texts.transfer.note,
    transferName: texts.transfer.name,
    transferEmail: texts.transfer.email,
    transferNameMissing: texts.transfer.nameMissing,
    transferEmailInvalid: texts.transfer.emailInvalid,
    transferContinue: texts.transfer.continue,
    transferYes: texts.transfer.yes,
    transferQuestion: (name: string, email: string) => fillText(texts.transfer.question, { name, email }),
    transferDone: (name: string, email: string) => fillText(texts.transfer.done, { name, email }),
    transfersForbidden: texts.transfer.forbidden,
    transferLinkNotFound: texts.transfer.linkNotFound,
    /** "… until the event starts" (the default cut-off), else until when, in the event's zone named as its time is. */
    transfersUntil: (iso: string, eventStart?: string, timeZone?: string) =>
      eventStart !== undefined && Date.parse(iso) === Date.parse(eventStart) ? texts.transfer.untilStart : fillText(texts.transfer.until, { date: formatEventTime(new Date(iso), timeZone ?? 'UTC', locale) }),
    lateRefund: (reason: 'sold_out' | 'promo_code_used_up', amount: string) =>
      fillText(reason === 'promo_code_used_up' ? texts.lateRefundCodeUsedUp : texts.lateRefundSoldOut, { amount }),
  }
}

export type TicketsMessages = ReturnType<typeof computeTicketsMessages>

/** The English tickets pages (the catalog's source texts). */
export const ticketsMessages: TicketsMessages = computeTicketsMessages(englishTickets, 'en-US')
