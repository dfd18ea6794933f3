export { GET } from '@/server/api/list-feature-flags'
