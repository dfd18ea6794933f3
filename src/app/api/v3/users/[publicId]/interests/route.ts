export { GET, PUT } from '@/server/api/interests'
