export { POST } from '@/server/api/approve-event-orders'
