export { POST } from '@/server/api/sweep-payouts-now'
