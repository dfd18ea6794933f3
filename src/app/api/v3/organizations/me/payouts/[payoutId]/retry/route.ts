export { POST } from '@/server/api/retry-payout'
