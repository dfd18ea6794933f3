export { POST } from '@/server/api/sign-out'
