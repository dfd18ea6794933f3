export { POST } from '@/server/api/admin-mailbox-test'
