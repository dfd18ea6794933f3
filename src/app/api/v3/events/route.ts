export { POST } from '@/server/api/create-event'
