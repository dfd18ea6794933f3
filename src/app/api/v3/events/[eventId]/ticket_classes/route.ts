export { GET } from '@/server/api/list-ticket-classes'
