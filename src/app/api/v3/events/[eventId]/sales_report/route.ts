export { GET } from '@/server/api/event-sales-report'
