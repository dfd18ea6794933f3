export { POST } from '@/server/api/reset-password'
