export { GET } from '@/server/api/list-saves'
