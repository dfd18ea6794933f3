export { GET } from '@/server/api/current-user'
