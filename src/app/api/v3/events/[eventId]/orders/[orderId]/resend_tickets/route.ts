export { POST } from '@/server/api/resend-event-order-tickets'
