export { PUT, DELETE } from '@/server/api/follow-organizer'
