export { DELETE } from '@/server/api/api-key'
