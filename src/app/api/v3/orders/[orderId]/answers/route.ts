export { GET, PUT } from '@/server/api/order-answers'
