export { POST } from '@/server/api/sign-in'
