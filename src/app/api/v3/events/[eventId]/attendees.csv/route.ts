export { GET } from '@/server/api/attendees-csv'
