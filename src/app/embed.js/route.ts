export { GET } from '@/server/api/embed-script'
