export { GET } from '@/server/api/stored-image'
