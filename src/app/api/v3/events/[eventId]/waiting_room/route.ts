export { GET, PUT } from '@/server/api/waiting-room'
