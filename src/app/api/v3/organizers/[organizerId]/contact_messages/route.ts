export { POST } from '@/server/api/send-organizer-message'
