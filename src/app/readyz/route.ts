export { GET } from '@/server/api/readyz'
