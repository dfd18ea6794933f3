'use client'
// Shared state for the account forms: pending flag, one error message and the per-field messages from an
// API error body (spec §8 "API error bodies parsed into error, description and argument errors").
import { useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { computeFormErrorText } from '@/core/shared/form-error-text'
import { localizeAccountError, type AccountErrorTexts } from './localize-account-error'

export type ApiFormState = {
  pending: boolean
  error: string | null
  fieldErrors: Record<string, string[]>
  run: (work: () => Promise<void>) => Promise<boolean>
}

/**
 * `initial`: what the server said about this form's last plain-HTML submission, if anything. `errors`: the
 * page's words for the API's refusals when the page is not in English (localize-account-error.ts); without
 * them the form shows the API's own words.
 */
export function useApiForm(
  initial?: { error: string | null; fieldErrors: Record<string, string[]> } | null,
  errors?: AccountErrorTexts | null,
): ApiFormState {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(initial?.error ?? null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>(initial?.fieldErrors ?? {})
  async function run(work: () => Promise<void>): Promise<boolean> {
    if (pending) return false
    setPending(true)
    setError(null)
    setFieldErrors({})
    try {
      await work()
      return true
    } catch (e) {
      if (e instanceof ApiError && errors) {
        const localized = localizeAccountError(e, errors)
        setError(localized.message)
        setFieldErrors(localized.fieldErrors)
      } else if (e instanceof ApiError) {
        setError(computeFormErrorText(e.status, e.description))
        setFieldErrors(e.argumentErrors)
      } else {
        setError(errors?.offline ?? 'We could not reach Tessera. Check your connection and try again.')
      }
      return false
    } finally {
      setPending(false)
    }
  }
  return { pending, error, fieldErrors, run }
}
