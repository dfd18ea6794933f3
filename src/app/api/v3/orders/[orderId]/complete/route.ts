export { POST } from '@/server/api/complete-order'
