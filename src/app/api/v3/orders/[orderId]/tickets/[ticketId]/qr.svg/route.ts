export { GET } from '@/server/api/get-ticket-qr'
