export { GET } from '@/server/api/list-event-orders'
