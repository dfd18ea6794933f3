// POST /api/v3/organizations/me/payout_method/stripe_onboarding/ (issue 37 point 3, decision 046): the
// signed-in creator's payouts go to a Stripe Express connected account; answers its onboarding link.
import 'server-only'
import { startStripeOnboarding } from '@/core/payouts/start-stripe-onboarding'
import { z } from 'zod'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'
import { getStripeConnect, siteOrigin } from '@/server/ticketing'

export const startStripeOnboardingEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/payout_method/stripe_onboarding/',
  summary: 'Set up payouts with Stripe (Connect onboarding link)',
  description:
    'Only when the site takes payments with Stripe (else 409 CONFLICT). Creates the organizer\'s Stripe Express connected account the first time, makes it the payout method (status `pending` until Stripe says onboarding is done and payouts are enabled, then `active`), and answers a single-use Stripe onboarding `url` that returns to `/mypayouts/`. Send the creator there at once; ask again for a fresh link. 20 an hour per user.',
  tags: ['payouts'],
  body: z.object({}),
  response: z.object({ url: z.url() }),
  errors: [401, 409, 429],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(startStripeOnboardingEndpoint, async () => {
    const viewer = await requireViewer(request)
    return startStripeOnboarding({ ...(await getDeps()), stripeConnect: getStripeConnect(), siteUrl: siteOrigin() }, { userId: viewer.id })
  })(request)
}
