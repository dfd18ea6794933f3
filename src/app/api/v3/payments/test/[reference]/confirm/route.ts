export { POST } from '@/server/api/confirm-test-payment'
