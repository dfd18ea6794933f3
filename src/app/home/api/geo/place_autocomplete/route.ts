export { GET } from '@/server/api/place-autocomplete'
