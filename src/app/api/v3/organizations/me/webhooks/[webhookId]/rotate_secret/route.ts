export { POST } from '@/server/api/rotate-webhook-secret'
