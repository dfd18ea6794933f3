export { GET } from '@/server/api/organizer-balance'
