// POST /account/verify-email/: a mailed link's Confirm button without JavaScript (issue 23, decision 050).
// Without it nobody whose scripts are off could finish a sign-up. The scripted button calls
// POST /home/api/auth/verify-email/; this runs that same handler and answers with redirects (html-form.ts):
// a sign-up's link on to where the sign-up came from, signed in; any other link back to the page, which
// says the address is confirmed; a refused link back to the page, which says why.
import 'server-only'
import { answerHtmlForm } from '@/server/forms/html-form'
import { computeSendersPage } from '@/server/forms/senders-language'
import { POST as verifyEmailJson, verifyEmailEndpoint } from './verify-email'

export async function POST(request: Request): Promise<Response> {
  // The form posts to its page's address, token included, so that the page can be shown again.
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const page = `${computeSendersPage(request, '/account/verify-email/')}?token=${encodeURIComponent(token)}`
  return answerHtmlForm(request, {
    form: 'verify-email',
    fields: ['token'],
    keptFields: [],
    endpoint: verifyEmailJson,
    endpointPath: verifyEmailEndpoint.path,
    successLocation: page,
    successLocationFromAnswer: (answer) => (answer as { next?: string | null } | null)?.next ?? null,
    confirmOnSuccess: true,
    formLocation: page,
  })
}
