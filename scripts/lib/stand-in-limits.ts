// For a server whose clients are one browser at one address standing in for many buyers (bench:checkout,
// the chaos checkout): the hold and payment limits (decision 049) are raised so that they never refuse,
// while every purchase still pays for checking them.
export const STAND_IN_LIMITS = {
  HOLD_LIMIT_PER_EVENT: '1000000',
  HOLD_LIMIT_TOTAL: '1000000',
  HOLD_LIMIT_PER_ADDRESS_PER_EVENT: '1000000',
  HOLD_LIMIT_PER_ADDRESS_TOTAL: '1000000',
  PAYMENT_ATTEMPTS_PER_ORDER: '1000000',
  PAYMENT_ATTEMPTS_PER_SESSION: '1000000',
  PAYMENT_ATTEMPTS_PER_ADDRESS: '1000000',
  PAYMENT_ATTEMPTS_PER_CARD: '1000000',
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1000000',
  MAIL_PER_RECIPIENT_PER_HOUR: '1000000',
  MAIL_PER_SESSION_PER_HOUR: '1000000',
  MAIL_PER_ADDRESS_PER_HOUR: '1000000',
  MAIL_TO_RECIPIENT_PER_HOUR: '1000000',
}
