export { POST } from '@/server/api/cancel-event-order'
