'use client'
// /account-settings/ (issue "Accounts"): name, email (with the password), password, photo, download my
// data, delete my account. Every form says what happened in a live region.
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { ApiError, apiFetch, readCsrfToken } from '@/components/api/api-fetch'
import { useUser } from '@/components/user/user-provider'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import styles from './forms.module.css'
import { PasswordStrengthMeter } from './password-strength-meter'
import { useApiForm, type ApiFormState } from './use-api-form'

export function AccountSettingsForms({
  publicId,
  fullName,
  email,
  emailVerified,
  photoUrl,
}: {
  publicId: string
  fullName: string
  email: string
  emailVerified: boolean
  photoUrl: string | null
}) {
  const { refresh } = useUser()
  const router = useRouter()
  const base = `/api/v3/users/${encodeURIComponent(publicId)}/`

  const nameForm = useApiForm()
  const [name, setName] = useState(fullName)
  const [nameDone, setNameDone] = useState<string | null>(null)

  const emailForm = useApiForm()
  const [newEmail, setNewEmail] = useState(email)
  const [emailPassword, setEmailPassword] = useState('')
  const [emailDone, setEmailDone] = useState<string | null>(null)
  const [verified, setVerified] = useState(emailVerified)
  const [currentEmail, setCurrentEmail] = useState(email)
  const resendForm = useApiForm()
  const [resendDone, setResendDone] = useState<string | null>(null)

  const passwordForm = useApiForm()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [passwordDone, setPasswordDone] = useState<string | null>(null)

  const photoForm = useApiForm()
  const [photo, setPhoto] = useState<string | null>(photoUrl)
  const [photoDone, setPhotoDone] = useState<string | null>(null)

  const deleteForm = useApiForm()
  const [deletePassword, setDeletePassword] = useState('')
  const [confirmation, setConfirmation] = useState('')

  const submit = (form: ApiFormState, work: () => Promise<void>, after: () => void) => async (event: FormEvent) => {
    event.preventDefault()
    if (await form.run(work)) after()
  }

  async function uploadPhoto(file: File) {
    setPhotoDone(null)
    const ok = await photoForm.run(async () => {
      const body = new FormData()
      body.set('photo', file)
      // apiFetch sends JSON; a file goes as multipart with the same CSRF header.
      const response = await fetch(`${base}photo/`, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'X-CSRFToken': readCsrfToken(), 'X-Requested-With': 'XMLHttpRequest' },
      })
      const json = (await response.json()) as { thumbnailUrl?: string | null; error?: string; error_description?: string }
      if (!response.ok) throw new ApiError(response.status, response.statusText, json.error ?? 'HTTP_ERROR', json.error_description ?? '')
      setPhoto(json.thumbnailUrl ?? null)
    })
    if (ok) {
      setPhotoDone('Your photo is updated.')
      await refresh()
    }
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="name-heading">
        <h2 id="name-heading">Name</h2>
        <form
          className={styles.form}
          onSubmit={(e) =>
            void submit(nameForm, () => apiFetch(base, { method: 'PATCH', body: { kind: 'name', fullName: name } }), () => {
              setNameDone('Your name is saved.')
              void refresh()
            })(e)
          }
        >
          <FormField id="settings-name" label="Full name" autoComplete="name" maxLength={100} value={name} onValue={setName} />
          <FormOutcome form={nameForm} done={nameDone} />
          <button type="submit" className={styles.primary} disabled={nameForm.pending}>
            Save name
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="email-heading">
        <h2 id="email-heading">Email address</h2>
        {verified ? (
          <p>Your email address is confirmed.</p>
        ) : (
          <div className={styles.form}>
            <p>Your email address is not confirmed yet: open the link we emailed you.</p>
            <FormOutcome form={resendForm} done={resendDone} />
            <button
              type="button"
              className={styles.secondary}
              disabled={resendForm.pending}
              onClick={() =>
                void resendForm
                  .run(() => apiFetch(`${base}verification-email/`, { method: 'POST', body: {} }))
                  .then((ok) => {
                    if (ok) setResendDone('We sent a new confirmation link. Earlier links no longer work.')
                  })
              }
            >
              Resend verification email
            </button>
          </div>
        )}
        <form
          className={styles.form}
          onSubmit={(e) =>
            void submit(
              emailForm,
              () => apiFetch(base, { method: 'PATCH', body: { kind: 'email', email: newEmail, currentPassword: emailPassword } }),
              () => {
                // The server asks a new address to be confirmed again; the same one stays as it was.
                const changed = newEmail.trim().toLowerCase() !== currentEmail.toLowerCase()
                setCurrentEmail(newEmail.trim())
                if (changed) setVerified(false)
                setEmailDone(changed ? 'Your email address is changed. We sent a confirmation link to it.' : 'Your email address is saved.')
                setEmailPassword('')
                void refresh()
              },
            )(e)
          }
        >
          <FormField id="settings-email" label="New email address" type="email" autoComplete="email" value={newEmail} onValue={setNewEmail} />
          <FormField
            id="settings-email-password"
            label="Current password (to confirm)"
            type="password"
            autoComplete="current-password"
            value={emailPassword}
            onValue={setEmailPassword}
          />
          <FormOutcome form={emailForm} done={emailDone} />
          <button type="submit" className={styles.primary} disabled={emailForm.pending}>
            Change email
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <form
          className={styles.form}
          onSubmit={(e) =>
            void submit(
              passwordForm,
              () => apiFetch(base, { method: 'PATCH', body: { kind: 'password', currentPassword, newPassword } }),
              () => {
                setPasswordDone('Your password is changed. Other devices have been logged out.')
                setCurrentPassword('')
                setNewPassword('')
              },
            )(e)
          }
        >
          <FormField
            id="settings-current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onValue={setCurrentPassword}
          />
          <FormField
            id="settings-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`}
            value={newPassword}
            onValue={setNewPassword}
          />
          <PasswordStrengthMeter id="settings-new-password-strength" password={newPassword} />
          <FormOutcome form={passwordForm} done={passwordDone} />
          <button type="submit" className={styles.primary} disabled={passwordForm.pending}>
            Change password
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="photo-heading">
        <h2 id="photo-heading">Photo</h2>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own stored image, already 256×256
          <img src={photo} alt="Your photo" width={96} height={96} style={{ borderRadius: '50%' }} />
        ) : (
          <p>No photo yet.</p>
        )}
        <div className={styles.field}>
          <label htmlFor="settings-photo">Choose a photo (JPEG, PNG or WebP, up to 5 MB)</label>
          <input
            id="settings-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) void uploadPhoto(file)
            }}
          />
        </div>
        {photo ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() =>
              void photoForm
                .run(async () => {
                  await apiFetch(`${base}photo/`, { method: 'DELETE', body: {} })
                  setPhoto(null)
                })
                .then((ok) => {
                  if (ok) {
                    setPhotoDone('Your photo is removed.')
                    void refresh()
                  }
                })
            }
          >
            Remove photo
          </button>
        ) : null}
        <FormOutcome form={photoForm} done={photoDone} />
      </section>

      <section className={styles.section} aria-labelledby="data-heading">
        <h2 id="data-heading">Your data</h2>
        <p>Download everything we keep about you, as a JSON file.</p>
        <a className={styles.secondary} href={`${base}export/`} download="tessera-my-data.json">
          Download my data
        </a>
      </section>

      <section className={styles.section} aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete my account</h2>
        <p>
          This removes your name, email, likes, follows, interests and collections and logs you out everywhere. Records of past orders are kept
          without your personal details. It cannot be undone.
        </p>
        <form
          className={styles.form}
          onSubmit={(e) =>
            void submit(
              deleteForm,
              () => apiFetch(base, { method: 'DELETE', body: { password: deletePassword, confirmation } }),
              () => {
                void refresh()
                router.push('/')
              },
            )(e)
          }
        >
          <FormField id="delete-password" label="Your password" type="password" autoComplete="current-password" value={deletePassword} onValue={setDeletePassword} />
          <FormField id="delete-confirmation" label="Type DELETE to confirm" autoComplete="off" value={confirmation} onValue={setConfirmation} />
          <FormOutcome form={deleteForm} done={null} />
          <button type="submit" className={styles.danger} disabled={deleteForm.pending || confirmation.trim() !== 'DELETE'}>
            Delete my account
          </button>
        </form>
      </section>
    </>
  )
}
