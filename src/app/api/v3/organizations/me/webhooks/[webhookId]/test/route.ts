export { POST } from '@/server/api/send-test-webhook'
