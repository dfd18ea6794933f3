export { GET, POST } from '@/server/api/organization-members'
