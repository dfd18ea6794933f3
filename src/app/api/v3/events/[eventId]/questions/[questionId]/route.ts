export { PATCH, DELETE } from '@/server/api/event-question'
