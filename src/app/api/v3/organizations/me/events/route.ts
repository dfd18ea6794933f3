export { GET } from '@/server/api/organizer-events'
