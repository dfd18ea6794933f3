export { GET } from '@/server/api/queue-fairness'
