'use client'
// One dashboard action (issue 20): the API call, then what the organizer is told and the page read again
// so its figures, orders and attendees show the change.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useStepSave } from '@/components/create-event/use-step-save'

export function useDashboardAction() {
  const router = useRouter()
  const save = useStepSave()
  const [done, setDone] = useState<string | null>(null)
  const run = (work: () => Promise<string>) =>
    save.run(async () => {
      setDone(null)
      setDone(await work())
      router.refresh()
    })
  return { pending: save.pending, error: save.error, fieldErrors: save.fieldErrors, done, run }
}
