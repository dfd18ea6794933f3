export { GET } from '@/server/api/place-from-coordinates'
