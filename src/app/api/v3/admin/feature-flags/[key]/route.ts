export { PUT } from '@/server/api/set-feature-flag'
