export { POST } from '@/server/api/send-contact-message'
