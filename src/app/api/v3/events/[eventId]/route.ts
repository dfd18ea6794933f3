export { PATCH } from '@/server/api/update-event'
