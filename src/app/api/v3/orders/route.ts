export { POST } from '@/server/api/create-order'
