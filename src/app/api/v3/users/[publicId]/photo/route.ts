export { POST, DELETE } from '@/server/api/user-photo'
