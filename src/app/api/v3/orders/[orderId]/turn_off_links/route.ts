export { POST } from '@/server/api/turn-off-order-links'
