export { GET } from '@/server/api/my-contacts-csv'
