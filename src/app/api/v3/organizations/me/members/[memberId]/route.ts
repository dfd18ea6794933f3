export { DELETE } from '@/server/api/organization-member'
