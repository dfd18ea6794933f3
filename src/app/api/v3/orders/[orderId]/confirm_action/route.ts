export { POST } from '@/server/api/confirm-order-action'
