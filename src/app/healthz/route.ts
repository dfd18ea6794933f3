export { GET } from '@/server/api/healthz'
