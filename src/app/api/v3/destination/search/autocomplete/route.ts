export { GET } from '@/server/api/autocomplete'
