export { POST } from '@/server/api/email-event-attendees'
