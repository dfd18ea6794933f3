export { GET, POST } from '@/server/api/webhooks'
