export { GET } from '@/server/api/payout-statement'
