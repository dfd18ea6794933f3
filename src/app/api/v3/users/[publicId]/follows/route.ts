export { GET } from '@/server/api/list-follows'
