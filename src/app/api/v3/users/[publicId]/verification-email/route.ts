export { POST } from '@/server/api/resend-verification-email'
