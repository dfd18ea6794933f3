export { GET } from '@/server/api/get-event-order'
