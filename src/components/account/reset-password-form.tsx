'use client'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import type { AccountErrorTexts } from './localize-account-error'
import styles from './forms.module.css'
import { PasswordStrengthMeter, type StrengthTexts } from './password-strength-meter'
import { useApiForm } from './use-api-form'

/** A new password from a reset link; on success the visitor is signed in and sent home. */
// The form's words in the page's language, from the server's catalogs; English when not given.
const ENGLISH = {
  newPassword: 'New password',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`,
  saving: 'Saving…',
  setNewPassword: 'Set new password',
}

/** `errors`: the page's words for the API's refusals when it is not in English; the API's own words when not given. */
export function ResetPasswordForm({
  token,
  texts = ENGLISH,
  strength,
  errors,
}: {
  token: string
  texts?: typeof ENGLISH
  strength?: StrengthTexts
  errors?: AccountErrorTexts | null
}) {
  const [password, setPassword] = useState('')
  const form = useApiForm(null, errors)
  const router = useRouter()
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await form.run(() => apiFetch('/home/api/auth/password-reset/', { method: 'POST', body: { token, password } }))
    if (ok) {
      // Signed in now: the home page and its header are drawn again for the new session.
      router.replace('/')
      router.refresh()
    }
  }
  const fe = form.fieldErrors
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormOutcome form={form} done={null} />
      <FormField
        id="reset-password"
        label={texts.newPassword}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValue={setPassword}
        errors={fe.password ?? fe.token}
        hint={texts.hint}
      />
      <PasswordStrengthMeter id="reset-password-strength" password={password} texts={strength} />
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? texts.saving : texts.setNewPassword}
      </button>
    </form>
  )
}
