export { GET } from '@/server/api/admin-mailbox'
