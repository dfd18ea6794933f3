export { POST } from '@/server/api/replay-webhook-delivery'
