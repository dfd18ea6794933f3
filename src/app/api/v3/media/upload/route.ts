export { POST } from '@/server/api/upload-media'
