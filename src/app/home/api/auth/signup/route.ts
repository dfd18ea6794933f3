export { POST } from '@/server/api/sign-up'
