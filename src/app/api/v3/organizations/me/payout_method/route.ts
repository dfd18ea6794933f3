export { GET, PUT } from '@/server/api/payout-method'
