export { GET } from '@/server/api/organization-activity'
