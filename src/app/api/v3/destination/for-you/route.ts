export { GET } from '@/server/api/for-you'
