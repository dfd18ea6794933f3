export { POST } from '@/server/api/advance-test-clock'
