export { GET, PUT } from '@/server/api/embed-origins'
