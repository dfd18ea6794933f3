'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import type { AccountErrorTexts } from './localize-account-error'
import styles from './forms.module.css'
import { PasswordStrengthMeter, type StrengthTexts } from './password-strength-meter'
import type { PlainFormState } from './plain-form-state'
import { useApiForm } from './use-api-form'

/**
 * Sign-up: full name, email, password; on success it says "Check your email": the link mailed there makes
 * the account and signs in (decision 050). Before the scripts load (or without them) it posts as a plain
 * form to the page, which answers the same way.
 */
// The form's words in the page's language, from the server's auth catalog; English when not given.
const ENGLISH = {
  fullName: 'Full name',
  emailAddress: 'Email address',
  password: 'Password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`,
  createAccount: 'Create account',
  creatingAccount: 'Creating your account…',
  checkEmailTitle: 'Check your email',
  /** `{email}` is filled in here; the page fills in the days. */
  checkEmailSent: 'We have sent a link to {email}. Open it to confirm your address and log in; it works for 7 days.',
  checkEmailResend: 'Nothing after a few minutes? Look in your spam folder, then sign up again with the same address for a new link.',
  checkEmailWrong: 'Wrong address?',
  startAgain: 'Start again',
}

/** What a sign-up answers for a new and a taken address alike: where to look, and what to do next. */
function CheckYourEmail({ email, texts, startAgainHref }: { email: string; texts: typeof ENGLISH; startAgainHref: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the person was typing in is gone: their place moves to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={styles.notice} aria-labelledby="signup-check-email">
      <h2 id="signup-check-email" ref={heading} tabIndex={-1}>
        {texts.checkEmailTitle}
      </h2>
      <p role="status">{texts.checkEmailSent.replace('{email}', email)}</p>
      <p>{texts.checkEmailResend}</p>
      <p>
        {texts.checkEmailWrong} <a href={startAgainHref}>{texts.startAgain}</a>
      </p>
    </section>
  )
}

export function SignUpForm({
  referrer,
  startAgainHref,
  plain,
  texts = ENGLISH,
  strength,
  errors,
}: {
  referrer: string
  /** The empty form again, with the same referrer. */
  startAgainHref: string
  plain: PlainFormState
  texts?: typeof ENGLISH
  /** The strength meter's words in the page's language; English when not given. */
  strength?: StrengthTexts
  /** The page's words for the API's refusals when it is not in English (localize-account-error.ts); the API's own words when not given. */
  errors?: AccountErrorTexts | null
}) {
  const [fullName, setFullName] = useState(plain.outcome?.values.fullName ?? '')
  const [email, setEmail] = useState(plain.outcome?.values.email ?? '')
  const [password, setPassword] = useState('')
  // A plain submission that succeeded comes back with its outcome and no error.
  const [sentTo, setSentTo] = useState(plain.outcome && plain.outcome.error === null ? (plain.outcome.values.email ?? '') : null)
  const form = useApiForm(plain.outcome, errors)
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await form.run(() => apiFetch('/home/api/auth/signup/', { method: 'POST', body: { fullName, email, password, referrer } }))
    if (ok) {
      setPassword('')
      setSentTo(email.trim().toLowerCase())
    }
  }
  if (sentTo !== null) return <CheckYourEmail email={sentTo} texts={texts} startAgainHref={startAgainHref} />
  const fe = form.fieldErrors
  return (
    <form className={styles.form} method="post" action={plain.action} onSubmit={(e) => void onSubmit(e)} noValidate>
      <input type="hidden" name="csrftoken" value={plain.csrfToken} />
      <input type="hidden" name="referrer" value={referrer} />
      <FormOutcome form={form} done={null} />
      <FormField id="signup-name" name="fullName" label={texts.fullName} autoComplete="name" required maxLength={100} value={fullName} onValue={setFullName} errors={fe.fullName} />
      <FormField id="signup-email" name="email" label={texts.emailAddress} type="email" autoComplete="email" required value={email} onValue={setEmail} errors={fe.email} />
      <FormField
        id="signup-password"
        name="password"
        label={texts.password}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValue={setPassword}
        errors={fe.password}
        hint={texts.passwordHint}
      />
      <PasswordStrengthMeter id="signup-password-strength" password={password} userInputs={[fullName, email.split('@')[0] ?? '']} texts={strength} />
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? texts.creatingAccount : texts.createAccount}
      </button>
    </form>
  )
}
