// POST /help/{lang}/contact-us/: the Contact us page's plain HTML form (issue 23), answered by the same
// handler as POST /api/v3/contact_messages/, then a redirect back to the page with its confirmation.
import 'server-only'
import { computeLocalizedPath, computePageLocale } from '@/core/i18n/page-locale'
import { answerHtmlForm } from '@/server/forms/html-form'
import { siteLocaleInfo } from '@/server/site-locale-info'
import { POST as sendContactMessageJson, sendContactMessageEndpoint } from './send-contact-message'

// The page in the language it was sent from (issue 25): the Referer's language directory (`/de-de/…`), which
// a same-site form post carries; without one, the site's own language.
function inSendersLanguage(request: Request, page: string): string {
  let from = '/'
  try {
    from = new URL(request.headers.get('referer') ?? '/', 'http://referer.invalid').pathname
  } catch {
    // An unreadable Referer is no language.
  }
  const site = siteLocaleInfo()
  return computeLocalizedPath(page, computePageLocale(from, site).locale, site)
}

export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  const page = inSendersLanguage(request, `/help/${encodeURIComponent(lang)}/contact-us/`)
  const body = await request.text()
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
