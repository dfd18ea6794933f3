export { POST } from '@/server/api/transfer-ticket'
