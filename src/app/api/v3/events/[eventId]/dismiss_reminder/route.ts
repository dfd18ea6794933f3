export { POST } from '@/server/api/dismiss-draft-reminder'
