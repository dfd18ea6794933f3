export { POST } from '@/server/api/sweep-approvals-now'
