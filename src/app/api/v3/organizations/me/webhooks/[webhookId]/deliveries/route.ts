export { GET } from '@/server/api/webhook-deliveries'
