export { POST } from '@/server/api/ask-concierge'
