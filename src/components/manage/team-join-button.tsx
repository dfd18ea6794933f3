'use client'
// The invitation page's button (issue 40, decision 061): opening the emailed link joins nobody (a mail
// scanner opens links); only this POST accepts the invitation, as the signed-in person.
import Link from 'next/link'
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useStepSave } from '@/components/create-event/use-step-save'
import { fillText } from '@/core/i18n/fill-text'
import forms from '@/components/account/forms.module.css'
import { ActionResult } from './action-result'
import { useActionTexts, useCreatorHref } from './creator-texts'

export function TeamJoinButton({ token, organization, eventsLabel }: { token: string; organization: string; eventsLabel: string }) {
  const { t: texts } = useActionTexts()
  const href = useCreatorHref()
  const save = useStepSave()
  const [done, setDone] = useState<string | null>(null)
  const accept = () =>
    save.run(async () => {
      await apiFetch('/api/v3/organizations/invitations/accept/', { method: 'POST', body: { token } })
      setDone(fillText(texts.team.joined, { organization }))
    })
  return (
    <div>
      <ActionResult done={done} error={save.error} />
      {done ? (
        <p>
          <Link href={href('/myevents/')}>{eventsLabel}</Link>
        </p>
      ) : (
        <button type="button" className={forms.primary} disabled={save.pending} onClick={() => void accept()}>
          {fillText(texts.team.join, { organization })}
        </button>
      )}
    </div>
  )
}
