export { GET, POST } from '@/server/api/event-questions'
