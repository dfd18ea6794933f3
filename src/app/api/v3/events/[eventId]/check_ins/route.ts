export { POST } from '@/server/api/check-in-ticket'
