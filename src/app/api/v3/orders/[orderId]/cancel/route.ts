export { POST } from '@/server/api/cancel-order'
