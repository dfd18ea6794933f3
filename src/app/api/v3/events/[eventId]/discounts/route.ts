export { POST } from '@/server/api/event-discounts'
