export { POST } from '@/server/api/accept-team-invitation'
