export { GET, PATCH, DELETE } from '@/server/api/collection'
