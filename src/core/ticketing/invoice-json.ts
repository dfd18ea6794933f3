// How invoices and credit notes are numbered and shown in the API (issue 37 point 5, decision 044).
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import type { InvoiceRow } from './invoices-repository'

/** "INV-7-000012" (the 12th invoice of organizer 7), "CN-7-000003" for credit notes: two gapless series. */
export function formatInvoiceNumber(row: Pick<InvoiceRow, 'kind' | 'organizerId' | 'number'>): string {
  return `${row.kind === 'credit_note' ? 'CN' : 'INV'}-${row.organizerId}-${String(row.number).padStart(6, '0')}`
}

export type InvoiceDocumentJson = { number: string; url: string; issued: string; amount: MoneyJson }
export type InvoiceJson = InvoiceDocumentJson & { credit_notes: InvoiceDocumentJson[] }

function documentJson(row: InvoiceRow, token: string, locale: string): InvoiceDocumentJson {
  return {
    number: formatInvoiceNumber(row),
    // Signed like the order's other links (its QR codes), so a guest's link opens it.
    url: `/api/v3/orders/${row.orderId}/invoices/${row.id}/document.pdf?token=${token}`,
    issued: row.issuedAt.toISOString(),
    amount: computeMoneyJson(row.amountMinor, row.currency, locale),
  }
}

/** The order's invoice with the credit notes issued for its refunds since, oldest first. */
export function computeInvoiceJson(invoice: InvoiceRow, creditNotes: readonly InvoiceRow[], token: string, locale = 'en-US'): InvoiceJson {
  return { ...documentJson(invoice, token, locale), credit_notes: creditNotes.map((c) => documentJson(c, token, locale)) }
}
