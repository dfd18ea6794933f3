export { GET } from '@/server/api/list-user-orders'
