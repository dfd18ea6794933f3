export { GET } from '@/server/api/optimize-image'
