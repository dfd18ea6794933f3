// The page side of html-form.ts: a form page reads back what its last plain submission was told.
import 'server-only'
import { cookies } from 'next/headers'
import { CSRF_COOKIE } from '@/core/shared/csrf'
import { decodeFormOutcome, FORM_OUTCOME_COOKIE, type HtmlFormOutcome } from './html-form'

/**
 * The outcome named by the page's `outcome` parameter, and the CSRF token for the form's hidden field
 * (the request policy hands a first visitor one before the page renders).
 */
export async function readPageFormState(
  form: string,
  outcomeId: string | string[] | undefined,
): Promise<{ outcome: HtmlFormOutcome | null; csrfToken: string }> {
  const jar = await cookies()
  const id = Array.isArray(outcomeId) ? outcomeId[0] : outcomeId
  return {
    outcome: decodeFormOutcome(jar.get(FORM_OUTCOME_COOKIE)?.value, form, id),
    csrfToken: jar.get(CSRF_COOKIE)?.value ?? '',
  }
}
