export { POST } from '@/server/api/confirm-waitlist-entry'
