// POST /signin/signup/: the sign-up page's form without JavaScript (issue 23). The scripted form calls
// POST /home/api/auth/signup/; this runs that same handler and answers with redirects (html-form.ts).
// The referrer travels in a hidden field too, so the mailed link leads where the page was asked to.
import 'server-only'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { answerHtmlForm } from '@/server/forms/html-form'
import { computeSendersPage } from '@/server/forms/senders-language'
import { POST as signUpJson, signUpEndpoint } from './sign-up'

export async function POST(request: Request): Promise<Response> {
  const referrer = computeSafeReferrer(new URL(request.url).searchParams.get('referrer'))
  return answerHtmlForm(request, {
    form: 'signup',
    fields: ['fullName', 'email', 'password', 'referrer'],
    keptFields: ['fullName', 'email'],
    endpoint: signUpJson,
    endpointPath: signUpEndpoint.path,
    // Back to the form, which now says "Check your email" with the address (decision 050).
    successLocation: `${computeSendersPage(request, '/signin/signup/')}?referrer=${encodeURIComponent(referrer)}`,
    confirmOnSuccess: true,
    keepValuesOnSuccess: true,
    // Back to the form in the language it was sent from, which says the outcome in that language.
    formLocation: `${computeSendersPage(request, '/signin/signup/')}?referrer=${encodeURIComponent(referrer)}`,
  })
}
