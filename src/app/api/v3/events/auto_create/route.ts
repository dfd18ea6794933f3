export { POST } from '@/server/api/auto-create-event'
