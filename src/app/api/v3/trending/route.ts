export { GET } from '@/server/api/trending'
