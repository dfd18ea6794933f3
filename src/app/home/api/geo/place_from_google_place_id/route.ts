export { GET } from '@/server/api/place-from-google-place-id'
