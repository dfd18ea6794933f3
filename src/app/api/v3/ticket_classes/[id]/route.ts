export { PATCH, DELETE } from '@/server/api/ticket-class'
