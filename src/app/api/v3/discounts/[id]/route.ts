export { DELETE } from '@/server/api/discount'
