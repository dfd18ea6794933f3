export { POST } from '@/server/api/verify-email'
