export { DELETE } from '@/server/api/organization-invitation'
