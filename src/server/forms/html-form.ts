// Forms that work without JavaScript (issue 23): sign-in, sign-up, a mailed link's confirmation and Contact
// us post as plain HTML forms to their own page's path. The handler checks the CSRF token from the form's
// field, runs the same JSON endpoint the scripted form calls, and answers with a redirect
// (post/redirect/get): to where the person was going on success, back to the form otherwise. What the form said travels in a short-lived,
// HttpOnly "outcome" cookie named by an id in the redirect's query, so a later visit to the bare page
// starts clean. Passwords are never kept.
import 'server-only'
import { createCsrfToken, CSRF_FORM_FIELD } from '@/core/shared/csrf'
import { computeFormErrorText } from '@/core/shared/form-error-text'
import { checkFormCsrf, requestOrigin } from '@/server/http/request-policy'
import { readRequestText } from '@/server/http/lane-bodies'

export const FORM_OUTCOME_COOKIE = 'form_outcome'
// Long enough for the redirect to be followed, short enough that nothing lingers.
const OUTCOME_MAX_AGE_SECONDS = 120
const FORM_BODY_MAX_BYTES = 64 * 1024
// A cookie holds about 4 KB: long texts are kept in part, and dropped if the whole would not fit.
const KEPT_VALUE_MAX_LENGTH = 2000
const OUTCOME_COOKIE_MAX_LENGTH = 3800

/** What a plain form submission was told, as its page reads it back. */
export type HtmlFormOutcome = {
  id: string
  form: string
  /** null when it succeeded (Contact us shows its confirmation). */
  error: string | null
  fieldErrors: Record<string, string[]>
  /** The fields to fill in again (never a password). */
  values: Record<string, string>
}

export function encodeFormOutcome(outcome: HtmlFormOutcome): string {
  return Buffer.from(JSON.stringify(outcome), 'utf8').toString('base64url')
}

/** The outcome of `form` named `id`, or null when the cookie is absent, stale or someone else's. */
export function decodeFormOutcome(value: string | undefined, form: string, id: string | undefined): HtmlFormOutcome | null {
  if (!value || !id) return null
  try {
    const outcome = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as HtmlFormOutcome
    return outcome.form === form && outcome.id === id ? outcome : null
  } catch {
    return null
  }
}

function outcomeCookie(outcome: HtmlFormOutcome | null): string {
  const secure = requestOrigin().startsWith('https:')
  let value = outcome ? encodeFormOutcome(outcome) : ''
  if (outcome && value.length > OUTCOME_COOKIE_MAX_LENGTH) {
    const short = Object.fromEntries(Object.entries(outcome.values).filter(([, v]) => v.length <= 200))
    value = encodeFormOutcome({ ...outcome, values: short })
  }
  return `${FORM_OUTCOME_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${outcome ? OUTCOME_MAX_AGE_SECONDS : 0}${secure ? '; Secure' : ''}`
}

/** A 303 to `location` (our own path), with extra Set-Cookie headers. */
function seeOther(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

type JsonErrorBody = { error_description?: string; argument_errors?: Record<string, string[]> }

export type HtmlFormSpec = {
  /** Names the outcome, so one form's message never shows on another. */
  form: string
  /** The fields posted as JSON to `endpoint`, and the ones filled in again after an error. */
  fields: readonly string[]
  keptFields: readonly string[]
  /** The scripted form's own handler: the same validation, limits and errors. */
  endpoint: (request: Request) => Promise<Response>
  endpointPath: string
  /** Where to go after success (our own path) and whether the page shows a confirmation there. */
  successLocation: string
  /**
   * Where the endpoint's own answer says to go instead (a sign-up link's `next`), when it names a place:
   * already one of our own paths, as the scripted form trusts it. The confirmation is then not shown.
   */
  successLocationFromAnswer?: (answer: unknown) => string | null
  confirmOnSuccess?: boolean
  /** Whether the confirmation shows the kept fields (sign-up's "we sent a link to …"). */
  keepValuesOnSuccess?: boolean
  /** The form's page, to return to with its outcome (the id is appended as `outcome`). */
  formLocation: string
}

function withOutcomeId(location: string, id: string): string {
  return `${location}${location.includes('?') ? '&' : '?'}outcome=${id}`
}

/** Answers a plain HTML form post as described at the top of this file. */
export async function answerHtmlForm(request: Request, spec: HtmlFormSpec): Promise<Response> {
  const id = createCsrfToken().slice(0, 12)
  const back = (error: string | null, fieldErrors: Record<string, string[]>, values: Record<string, string>, location = spec.formLocation) =>
    seeOther(withOutcomeId(location, id), [outcomeCookie({ id, form: spec.form, error, fieldErrors, values })])
  const text = await readRequestText(request)
  if (text.length > FORM_BODY_MAX_BYTES) return back('The form is too long. Please shorten it and try again.', {}, {})
  const posted = new URLSearchParams(text)
  const values: Record<string, string> = {}
  for (const name of spec.keptFields) values[name] = (posted.get(name) ?? '').slice(0, KEPT_VALUE_MAX_LENGTH)
  const csrf = checkFormCsrf(request, posted.get(CSRF_FORM_FIELD))
  if (!csrf.ok) return back('This page was open too long. Please try again.', {}, values)
  const body: Record<string, string> = {}
  for (const name of spec.fields) body[name] = posted.get(name) ?? ''
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const answer = await spec.endpoint(new Request(new URL(spec.endpointPath, requestOrigin()), { method: 'POST', headers, body: JSON.stringify(body) }))
  if (answer.ok) {
    const cookies = answer.headers.getSetCookie()
    const onward = spec.successLocationFromAnswer?.(await answer.json().catch(() => null)) ?? null
    if (onward) return seeOther(onward, [...cookies, outcomeCookie(null)])
    if (!spec.confirmOnSuccess) return seeOther(spec.successLocation, [...cookies, outcomeCookie(null)])
    const kept = spec.keepValuesOnSuccess ? values : {}
    return seeOther(withOutcomeId(spec.successLocation, id), [...cookies, outcomeCookie({ id, form: spec.form, error: null, fieldErrors: {}, values: kept })])
  }
  const error = (await answer.json().catch(() => ({}))) as JsonErrorBody
  // The same words as the scripted form: the form-level line, and each field's messages beside it.
  return back(computeFormErrorText(answer.status, error.error_description), error.argument_errors ?? {}, values)
}
