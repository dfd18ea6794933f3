export { POST } from '@/server/api/create-schedule'
