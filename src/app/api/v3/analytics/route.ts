export { POST } from '@/server/api/record-analytics'
