export { POST } from '@/server/api/unlock-event'
