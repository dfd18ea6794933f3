export { PUT, DELETE } from '@/server/api/save-event'
