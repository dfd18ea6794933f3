export { POST } from '@/server/api/create-refund-request'
