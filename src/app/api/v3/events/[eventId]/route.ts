export { GET, PATCH, DELETE } from '@/server/api/managed-event'
