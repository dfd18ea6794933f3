'use client'
// A dashboard action that cannot be undone (a refund, a cancellation) asks for a second, explicit click:
// the first shows what will happen and a way back, and focus moves to the confirming button.
import { useEffect, useRef, useState } from 'react'
import forms from '@/components/account/forms.module.css'
import { useOptionalCreatorTexts } from './creator-texts'

type Props = { label: string; name: string; confirmLabel: string; disabled?: boolean; onConfirm: () => void }

export function ConfirmButton({ label, name, confirmLabel, disabled, onConfirm }: Props) {
  const keep = useOptionalCreatorTexts()?.actions?.keep ?? 'Keep'
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  if (!confirming) {
    return (
      <button type="button" className={forms.secondary} onClick={() => setConfirming(true)} aria-label={name} disabled={disabled}>
        {label}
      </button>
    )
  }
  return (
    <>
      <button
        ref={confirmRef}
        type="button"
        className={forms.danger}
        onClick={() => {
          setConfirming(false)
          onConfirm()
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className={forms.secondary} onClick={() => setConfirming(false)}>
        {keep}
      </button>
    </>
  )
}
