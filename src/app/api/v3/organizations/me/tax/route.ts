export { GET, PUT } from '@/server/api/organization-tax'
