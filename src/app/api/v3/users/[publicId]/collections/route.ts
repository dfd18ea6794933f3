export { GET, POST } from '@/server/api/user-collections'
