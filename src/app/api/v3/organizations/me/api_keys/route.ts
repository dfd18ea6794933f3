export { GET, POST } from '@/server/api/api-keys'
