export { GET, PATCH } from '@/server/api/my-organizer-profile'
