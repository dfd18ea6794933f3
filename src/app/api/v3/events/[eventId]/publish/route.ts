export { POST } from '@/server/api/publish-event'
