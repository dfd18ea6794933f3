import 'server-only'
import { normalizeEmail, normalizeFullName } from '@/core/accounts/account-rules'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { CONTACT_MESSAGES_PER_EMAIL, CONTACT_MESSAGES_PER_IP } from '@/core/accounts/rate-limits'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeTextInput } from '@/core/shared/text-input'
import { normalizeContactMessage } from './contact-message-rules'
import { insertSalesInquiry } from './sales-inquiry-repository'
import { SALES_ORGANIZATION_MAX_LENGTH, type TicketsPerYearBand } from './sales-inquiry-rules'

export type SendSalesInquiryInput = {
  name: string
  email: string
  organization: string
  ticketsPerYear: TicketsPerYearBand
  message: string
  userId: number | null
  ip: string
}

/**
 * Stores a Contact Sales inquiry (issue 20) for the sales team. It shares Contact us's limits per address
 * and per email (both forms reach the same people), counted before anything is stored.
 */
export async function sendSalesInquiry({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: SendSalesInquiryInput): Promise<{ id: number }> {
  const now = clock.now()
  const email = normalizeEmail(input.email)
  await takeRateLimitHits(db, now, [
    [CONTACT_MESSAGES_PER_IP, input.ip],
    [CONTACT_MESSAGES_PER_EMAIL, email],
  ])
  return insertSalesInquiry(db, {
    name: normalizeFullName(input.name),
    email,
    organization: normalizeTextInput(input.organization, { maxLength: SALES_ORGANIZATION_MAX_LENGTH }).trim(),
    ticketsPerYear: input.ticketsPerYear,
    message: normalizeContactMessage(input.message),
    userId: input.userId,
    createdAt: now,
  })
}
