export { POST } from '@/server/api/create-adjustment'
