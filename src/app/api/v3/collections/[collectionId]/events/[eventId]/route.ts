export { PUT, DELETE } from '@/server/api/collection-event'
