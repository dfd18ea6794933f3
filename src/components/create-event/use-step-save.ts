'use client'
// A step's save: pending while the draft is written, the API's messages for the form and its fields, in
// the page's language (localize-api-error.ts).
import { useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { useOptionalCreatorTexts } from '@/components/manage/creator-texts'
import { localizeApiError } from './localize-api-error'

export function useStepSave() {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const texts = useOptionalCreatorTexts()
  const errors = texts?.errors ?? texts?.actions?.errors ?? null
  // An English page keeps the API's own words; another language reads the catalog's.
  const translated = texts && !texts.locale.startsWith('en') ? errors : null
  async function run(work: () => Promise<void>): Promise<void> {
    if (pending) return
    setPending(true)
    setError(null)
    setFieldErrors({})
    try {
      await work()
    } catch (e) {
      if (e instanceof ApiError) {
        const localized = localizeApiError(e, translated, errors?.generic ?? 'Something went wrong. Please try again.')
        setError(localized.message)
        setFieldErrors(localized.fieldErrors)
      } else if (e instanceof StepInputError) {
        setError(e.message)
        setFieldErrors(e.fieldErrors)
      } else {
        setError(errors?.offline ?? 'We could not reach Tessera. Check your connection and try again.')
      }
    } finally {
      setPending(false)
    }
  }
  return { pending, error, fieldErrors, run }
}

/** A problem the step finds before asking the server (a missing choice), shown like the API's. */
export class StepInputError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}
