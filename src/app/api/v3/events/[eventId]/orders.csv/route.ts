export { GET } from '@/server/api/orders-csv'
