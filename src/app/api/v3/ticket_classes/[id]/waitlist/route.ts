export { POST } from '@/server/api/join-waitlist'
