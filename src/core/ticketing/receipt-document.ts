// The receipt, invoice and credit note of an order (issue 37 point 5, decision 044) as a document model:
// every text and amount already in the buyer's language and the order's currency, so that the PDF
// drawing (receipt-pdf.ts) only lays it out and the rules are tested without a PDF. Amounts are the
// order's stored integers, each written with all its currency's decimals ("$50.00", "$2.86": one format on a
// page, issue 38 point 5); nothing here adds up money of its own except the
// refunds, which are subtracted from the total the buyer paid.
import { mailWords } from '@/core/mail/mail-texts'
import { formatMoneyExact } from '@/core/money/money'

export type BusinessDocumentKind = 'receipt' | 'invoice' | 'credit_note'

export type ReceiptOrder = {
  id: number
  currency: string
  subtotalMinor: number
  discountMinor: number
  feesMinor: number
  totalMinor: number
  createdAt: Date
  paidAt: Date | null
  buyerName: string | null
  buyerEmail: string | null
  locale: string | null
  /** The order's tax (issue 37 point 4): in its total when `added`, inside its prices when `included`. */
  taxMinor: number
  taxMode: string
  /** The rate in thousandths of a percent (8.875% → 8875). */
  taxRateMilli: number
}

export type ReceiptFacts = {
  kind: BusinessDocumentKind
  order: ReceiptOrder
  lines: readonly { name: string; quantity: number; unitPriceMinor: number; discountMinor: number }[]
  event: { name: string; startAt: Date; timeZone: string }
  /** The organizer as its profile and tax settings name it: the legal name, address and tax id when set. */
  organizer: { name: string; contactEmail: string | null; website: string | null; legalName: string; address: string; taxId: string }
  /** `test` or `stripe` (payments.provider), null when nothing was charged. */
  paymentProvider: string | null
  refunds: readonly { at: Date; amountMinor: number }[]
  /** An invoice's or credit note's number and the buyer's company; a credit note also names its invoice. */
  invoice?: { number: string; issuedAt: Date; company: string; address: string; vatId: string | null; creditNote?: { number: string; amountMinor: number } }
}

export type ReceiptRow = { label: string; amount: string; strong?: boolean }

export type ReceiptDocument = {
  title: string
  /** Label and value pairs under the title: the numbers, the date, the payment method. */
  facts: { label: string; value: string }[]
  seller: { heading: string; lines: string[] }
  buyer: { heading: string; lines: string[] } | null
  event: string
  columns: { description: string; quantity: string; unitPrice: string; amount: string }
  items: { description: string; quantity: string; unitPrice: string; amount: string }[]
  totals: ReceiptRow[]
  footer: string
}

/** The order's tax row: before the total when the tax was added to it, after it when it is inside the prices. */
function computeTaxRow(order: ReceiptOrder, t: (key: string, values?: Record<string, string>) => string, money: (minor: number) => string, localeTag: string): { row: ReceiptRow; added: boolean } | null {
  if (order.taxMinor <= 0 || (order.taxMode !== 'added' && order.taxMode !== 'included')) return null
  const rate = new Intl.NumberFormat(localeTag, { maximumFractionDigits: 3 }).format(order.taxRateMilli / 1000)
  const added = order.taxMode === 'added'
  return { row: { label: t(added ? 'receipt.taxAdded' : 'receipt.taxIncluded', { rate }), amount: money(order.taxMinor) }, added }
}

/** Whether an order has a receipt: paid money (a free order has nothing to account for, decision 044). */
export function hasReceipt(order: { status: string; totalMinor: number }): boolean {
  return order.totalMinor > 0 && (order.status === 'paid' || order.status === 'partially_refunded' || order.status === 'refunded')
}

function paymentMethodKey(provider: string | null): string {
  if (provider === 'stripe') return 'receipt.paymentCard'
  if (provider === 'test') return 'receipt.paymentTest'
  return 'receipt.paymentNone'
}

/** The document's texts and amounts in the order's language (orders.locale) and currency. */
export function computeReceiptDocument(facts: ReceiptFacts): ReceiptDocument {
  const { order } = facts
  const { t, localeTag } = mailWords(order.locale)
  const money = (minor: number) => formatMoneyExact(minor, order.currency, localeTag)
  const minus = (minor: number) => `−${money(minor)}`
  const day = (at: Date) => new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: facts.event.timeZone }).format(at)
  const when = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short', timeZone: facts.event.timeZone }).format(facts.event.startAt)
  const o = facts.organizer
  // The seller of record as its tax settings name it (legal name, address, tax id), then how to reach it.
  const organizer = [
    o.legalName && o.legalName !== o.name ? `${o.legalName} (${o.name})` : o.name,
    ...o.address.split('\n'),
    o.taxId ? t('receipt.taxId', { id: o.taxId }) : '',
    o.contactEmail,
    o.website,
  ].filter((s): s is string => Boolean(s && s.trim()))
  const invoice = facts.invoice
  const buyer = invoice
    ? { heading: t('receipt.billedTo'), lines: [invoice.company, ...invoice.address.split('\n'), ...(invoice.vatId ? [t('receipt.vatId', { id: invoice.vatId })] : [])] }
    : order.buyerName || order.buyerEmail
      ? { heading: t('receipt.buyer'), lines: [order.buyerName, order.buyerEmail].filter((s): s is string => Boolean(s)) }
      : null
  const base = {
    seller: { heading: t('receipt.soldBy'), lines: organizer },
    buyer,
    event: t('receipt.event', { event: facts.event.name, when }),
    columns: { description: t('receipt.item'), quantity: t('receipt.quantity'), unitPrice: t('receipt.unitPrice'), amount: t('receipt.amount') },
    footer: t('receipt.footer', { organizer: facts.organizer.name }),
  }
  const paymentMethod = { label: t('receipt.paymentMethod'), value: t(paymentMethodKey(facts.paymentProvider)) }
  const orderNumber = { label: t('receipt.orderNumber'), value: `#${order.id}` }

  if (facts.kind === 'credit_note' && invoice?.creditNote) {
    const credited = invoice.creditNote.amountMinor
    return {
      ...base,
      title: t('receipt.title.creditNote'),
      facts: [
        { label: t('receipt.creditNoteNumber'), value: invoice.creditNote.number },
        { label: t('receipt.forInvoice'), value: invoice.number },
        orderNumber,
        { label: t('receipt.date'), value: day(invoice.issuedAt) },
        paymentMethod,
      ],
      items: [{ description: t('receipt.creditLine', { orderId: order.id }), quantity: '1', unitPrice: minus(credited), amount: minus(credited) }],
      totals: [{ label: t('receipt.totalCredited'), amount: minus(credited), strong: true }],
    }
  }

  const tax = computeTaxRow(order, t, money, localeTag)
  const items = facts.lines.map((l) => ({ description: l.name, quantity: String(l.quantity), unitPrice: money(l.unitPriceMinor), amount: money(l.unitPriceMinor * l.quantity) }))
  const totals: ReceiptRow[] = [
    { label: t('receipt.subtotal'), amount: money(order.subtotalMinor) },
    ...(order.discountMinor > 0 ? [{ label: t('receipt.discount'), amount: minus(order.discountMinor) }] : []),
    { label: t('receipt.fees'), amount: money(order.feesMinor) },
    ...(tax?.added ? [tax.row] : []),
    { label: t('receipt.total'), amount: money(order.totalMinor), strong: true },
    ...(tax && !tax.added ? [tax.row] : []),
  ]
  const paidOn = order.paidAt ?? order.createdAt
  if (facts.kind === 'invoice' && invoice) {
    return {
      ...base,
      title: t('receipt.title.invoice'),
      facts: [{ label: t('receipt.invoiceNumber'), value: invoice.number }, orderNumber, { label: t('receipt.date'), value: day(invoice.issuedAt) }, paymentMethod],
      items,
      totals,
    }
  }
  // A receipt also says what has been given back since, and what the buyer has paid in the end.
  const refunded = facts.refunds.reduce((sum, r) => sum + r.amountMinor, 0)
  const refundRows: ReceiptRow[] = facts.refunds.map((r) => ({ label: t('receipt.refunded', { date: day(r.at) }), amount: minus(r.amountMinor) }))
  return {
    ...base,
    title: t('receipt.title.receipt'),
    facts: [orderNumber, { label: t('receipt.date'), value: day(paidOn) }, paymentMethod],
    items,
    totals: refunded > 0 ? [...totals, ...refundRows, { label: t('receipt.netPaid'), amount: money(order.totalMinor - refunded), strong: true }] : totals,
  }
}
