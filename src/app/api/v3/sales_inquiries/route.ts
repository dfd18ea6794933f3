export { POST } from '@/server/api/send-sales-inquiry'
