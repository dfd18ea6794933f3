// The API's one money shape (issue 37 point 6), built by src/core/money/money.ts (computeMoneyJson).
import { z } from 'zod'
import { isKnownCurrency } from '@/core/money/currency'

export const MoneySchema = z.object({
  currency: z.string().describe('ISO 4217 code'),
  value: z.int().describe("Minor units of the currency (its ISO 4217 exponent: none for JPY, three for KWD)"),
  major_value: z.string().describe('The amount as decimal text with the currency’s decimals: "25.00", "1500", "1.250"'),
  display: z.string().describe('The amount as a person reads it: "$25.00", "¥1,500"'),
})

/** A currency a price may be set in: an ISO 4217 code (upper case), whose minor unit we know. */
export const CurrencyCodeSchema = z
  .string()
  .refine(isKnownCurrency, 'must be an ISO 4217 currency code, such as USD, EUR or JPY')
  .describe('ISO 4217 code')
