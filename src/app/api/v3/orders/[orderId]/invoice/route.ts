export { POST } from '@/server/api/request-invoice'
