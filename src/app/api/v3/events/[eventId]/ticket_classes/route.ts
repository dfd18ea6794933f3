export { GET, POST } from '@/server/api/event-ticket-classes'
