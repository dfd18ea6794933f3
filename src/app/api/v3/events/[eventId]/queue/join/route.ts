export { POST } from '@/server/api/queue-join'
