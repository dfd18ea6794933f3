export { POST } from '@/server/api/request-order-lookup'
