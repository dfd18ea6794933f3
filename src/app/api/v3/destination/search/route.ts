export { GET } from '@/server/api/search-events'
