export { POST } from '@/server/api/payment-callback'
