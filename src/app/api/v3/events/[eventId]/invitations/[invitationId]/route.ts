export { DELETE } from '@/server/api/event-invitation'
