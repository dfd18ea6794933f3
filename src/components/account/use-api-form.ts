'use client'
// Shared state for the account forms: pending flag, one error message and the per-field messages from an
// API error body (spec §8 "API error bodies parsed into error, description and argument errors").
import { useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'

export type ApiFormState = {
  pending: boolean
  error: string | null
  fieldErrors: Record<string, string[]>
  run: (work: () => Promise<void>) => Promise<boolean>
}

export function useApiForm(): ApiFormState {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  async function run(work: () => Promise<void>): Promise<boolean> {
    if (pending) return false
    setPending(true)
    setError(null)
    setFieldErrors({})
    try {
      await work()
      return true
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.status === 429 ? 'Too many attempts. Please wait a few minutes and try again.' : e.description || 'Something went wrong. Please try again.')
        setFieldErrors(e.argumentErrors)
      } else {
        setError('We could not reach Tessera. Check your connection and try again.')
      }
      return false
    } finally {
      setPending(false)
    }
  }
  return { pending, error, fieldErrors, run }
}
