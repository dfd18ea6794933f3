// The built-in test provider's browser half (issue 19): as a real provider's script turns a card into a
// token in the browser so that card numbers never reach our server, this turns the documented test
// cards into the provider's test tokens. Only the token is sent with the order.
import { checkoutMessages, type CheckoutMessages } from './checkout-messages'

const TEST_CARD_TOKENS: Record<string, string> = {
  '4242424242424242': 'tok_visa',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_chargeDeclinedInsufficientFunds',
  '4000002760003184': 'tok_threeDSecure2Required',
}

export type CardInput = { number: string; expiry: string; cvc: string }
export type CardErrors = Partial<Record<keyof CardInput, string>>

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Field errors of a card form, checked as a provider's script does before it asks for a token. */
export function validateCard(card: CardInput, now: Date, m: CheckoutMessages = checkoutMessages): CardErrors {
  const errors: CardErrors = {}
  const digits = card.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = m.cardNumberInvalid
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim())
  const month = expiry ? Number(expiry[1]) : 0
  const year = expiry ? 2000 + Number(expiry[2]) : 0
  // A card is valid through the last day of its expiry month.
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now)
    errors.expiry = m.expiryInvalid
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = m.cvcInvalid
  return errors
}

/** The test provider's token for a card; any other valid number is declined, as test providers do. */
export function tokenizeTestCard(card: CardInput): string {
  return TEST_CARD_TOKENS[card.number.replace(/[\s-]/g, '')] ?? 'tok_chargeDeclined'
}
