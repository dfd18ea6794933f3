export { POST } from '@/server/api/stripe-onboarding'
