export { POST } from '@/server/api/unpublish-event'
