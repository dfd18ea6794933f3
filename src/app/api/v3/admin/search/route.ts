export { GET } from '@/server/api/admin-search'
