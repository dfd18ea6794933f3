export { GET } from '@/server/api/list-event-attendees'
