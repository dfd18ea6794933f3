export { GET } from '@/server/api/get-order-receipt'
