export { POST } from '@/server/api/duplicate-event'
