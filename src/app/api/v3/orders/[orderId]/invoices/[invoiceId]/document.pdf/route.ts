export { GET } from '@/server/api/get-invoice-document'
