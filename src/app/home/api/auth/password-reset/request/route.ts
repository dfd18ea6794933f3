export { POST } from '@/server/api/request-password-reset'
