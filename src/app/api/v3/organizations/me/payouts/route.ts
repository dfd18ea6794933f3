export { GET } from '@/server/api/list-payouts'
