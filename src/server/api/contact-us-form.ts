// POST /help/{lang}/contact-us/: the Contact us page's plain HTML form (issue 23), answered by the same
// handler as POST /api/v3/contact_messages/, then a redirect back to the page with its confirmation.
import 'server-only'
import { answerHtmlForm } from '@/server/forms/html-form'
import { computeSendersPage } from '@/server/forms/senders-language'
import { POST as sendContactMessageJson, sendContactMessageEndpoint } from './send-contact-message'
import { readRequestText } from '@/server/http/lane-bodies'

export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  const page = computeSendersPage(request, `/help/${encodeURIComponent(lang)}/contact-us/`)
  const body = await readRequestText(request)
  // The language is the page's, never a field a sender chooses: it goes first, and the first value is read.
  const withLanguage = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: `helpLanguage=${encodeURIComponent(lang)}&${body}`,
  })
  return answerHtmlForm(withLanguage, {
    form: 'contact-us',
    fields: ['name', 'email', 'topic', 'message', 'helpLanguage'],
    keptFields: ['name', 'email', 'topic', 'message'],
    endpoint: sendContactMessageJson,
    endpointPath: sendContactMessageEndpoint.path,
    successLocation: page,
    confirmOnSuccess: true,
    formLocation: page,
  })
}
