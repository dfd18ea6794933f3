export { PATCH, DELETE } from '@/server/api/webhook'
