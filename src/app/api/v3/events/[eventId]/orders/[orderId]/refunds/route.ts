export { POST } from '@/server/api/refund-event-order'
