export { POST } from '@/server/api/fail-test-payment'
