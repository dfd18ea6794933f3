export { GET } from '@/server/api/accept-event-invitation'
