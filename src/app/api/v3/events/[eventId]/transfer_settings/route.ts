export { GET, PUT } from '@/server/api/transfer-settings'
