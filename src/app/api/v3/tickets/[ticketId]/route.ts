export { GET } from '@/server/api/get-held-ticket'
