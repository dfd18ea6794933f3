export { GET } from '@/server/api/export-account'
