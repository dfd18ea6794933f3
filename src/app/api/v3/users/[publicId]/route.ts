export { PATCH, DELETE } from '@/server/api/account'
