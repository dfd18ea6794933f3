export { GET } from '@/server/api/events-by-ids'
