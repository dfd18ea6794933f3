export { POST } from '@/server/api/send-reminders-now'
