export { POST } from '@/server/api/decline-event-order'
