export { GET } from '@/server/api/queue-status'
