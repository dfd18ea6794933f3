'use client'
// /account-settings/ (issue "Accounts"): name, email (with the password), password, photo, download my
// data, delete my account. Every form says what happened in a live region. Its words come from the server in
// the page's language (the `settings` catalog, issue 25); English when not given.
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { apiUpload } from '@/components/api/api-upload'
import { useUser } from '@/components/user/user-provider'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import { fillText } from '@/core/i18n/fill-text'
import englishSettings from '@/messages/en/settings.json'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import styles from './forms.module.css'
import type { AccountErrorTexts } from './localize-account-error'
import { PasswordStrengthMeter } from './password-strength-meter'
import { useApiForm, type ApiFormState } from './use-api-form'

export type SettingsTexts = typeof englishSettings

export function AccountSettingsForms({
  publicId,
  fullName,
  email,
  emailVerified,
  photoUrl,
  texts = englishSettings,
  errors = null,
  homePath = '/',
}: {
  publicId: string
  fullName: string
  email: string
  emailVerified: boolean
  photoUrl: string | null
  texts?: SettingsTexts
  /** The page's words for the API's refusals; null on an English page, which shows the API's own. */
  errors?: AccountErrorTexts | null
  /** The home page in the page's language, where a deleted account goes. */
  homePath?: string
}) {
  const { refresh } = useUser()
  const router = useRouter()
  const base = `/api/v3/users/${encodeURIComponent(publicId)}/`

  const nameForm = useApiForm(null, errors)
  const [name, setName] = useState(fullName)
  const [nameDone, setNameDone] = useState<string | null>(null)

  const emailForm = useApiForm(null, errors)
  const [newEmail, setNewEmail] = useState(email)
  const [emailPassword, setEmailPassword] = useState('')
  const [emailDone, setEmailDone] = useState<string | null>(null)
  // Only an opened link changes the address or its confirmation (decision 050): the page shows what it was given.
  const verified = emailVerified
  const [currentEmail, setCurrentEmail] = useState(email)
  const resendForm = useApiForm(null, errors)
  const [resendDone, setResendDone] = useState<string | null>(null)

  const passwordForm = useApiForm(null, errors)
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [passwordDone, setPasswordDone] = useState<string | null>(null)

  const photoForm = useApiForm(null, errors)
  const [photo, setPhoto] = useState<string | null>(photoUrl)
  const [photoDone, setPhotoDone] = useState<string | null>(null)

  const deleteForm = useApiForm(null, errors)
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
      const json = await apiUpload<{ thumbnailUrl?: string | null }>(`${base}photo/`, body)
      setPhoto(json.thumbnailUrl ?? null)
    })
    if (ok) {
      setPhotoDone(texts.photo.updated)
      await refresh()
    }
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="name-heading">
        <h2 id="name-heading">{texts.name.heading}</h2>
        <form
          className={styles.form}
          onSubmit={(e) =>
            void submit(nameForm, () => apiFetch(base, { method: 'PATCH', body: { kind: 'name', fullName: name } }), () => {
              setNameDone(texts.name.saved)
              void refresh()
            })(e)
          }
        >
          <FormField id="settings-name" label={texts.name.fullName} autoComplete="name" maxLength={100} value={name} onValue={setName} />
          <FormOutcome form={nameForm} done={nameDone} />
          <button type="submit" className={styles.primary} disabled={nameForm.pending}>
            {texts.name.save}
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="email-heading">
        <h2 id="email-heading">{texts.email.heading}</h2>
        {verified ? (
          <p>{texts.email.confirmed}</p>
        ) : (
          <div className={styles.form}>
            <p>{texts.email.notConfirmed}</p>
            <FormOutcome form={resendForm} done={resendDone} />
            <button
              type="button"
              className={styles.secondary}
              disabled={resendForm.pending}
              onClick={() =>
                void resendForm
                  .run(() => apiFetch(`${base}verification-email/`, { method: 'POST', body: {} }))
                  .then((ok) => {
                    if (ok) setResendDone(texts.email.resent)
                  })
              }
            >
              {texts.email.resend}
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
                // A new address takes effect when the link mailed to it is opened (decision 050); the
                // answer is the same whether or not it can be used, so the page says only that.
                const changed = newEmail.trim().toLowerCase() !== currentEmail.toLowerCase()
                if (!changed) setCurrentEmail(newEmail.trim())
                setEmailDone(changed ? texts.email.changePending.replace('{email}', newEmail.trim()) : texts.email.saved)
                setEmailPassword('')
                void refresh()
              },
            )(e)
          }
        >
          <FormField id="settings-email" label={texts.email.newEmail} type="email" autoComplete="email" value={newEmail} onValue={setNewEmail} />
          <FormField
            id="settings-email-password"
            label={texts.email.currentPassword}
            type="password"
            autoComplete="current-password"
            value={emailPassword}
            onValue={setEmailPassword}
          />
          <FormOutcome form={emailForm} done={emailDone} />
          <button type="submit" className={styles.primary} disabled={emailForm.pending}>
            {texts.email.change}
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="password-heading">
        <h2 id="password-heading">{texts.password.heading}</h2>
        <form
          className={styles.form}
          onSubmit={(e) =>
            void submit(
              passwordForm,
              () => apiFetch(base, { method: 'PATCH', body: { kind: 'password', currentPassword, newPassword } }),
              () => {
                setPasswordDone(texts.password.changed)
                setCurrentPassword('')
                setNewPassword('')
              },
            )(e)
          }
        >
          <FormField
            id="settings-current-password"
            label={texts.password.current}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onValue={setCurrentPassword}
          />
          <FormField
            id="settings-new-password"
            label={texts.password.new}
            type="password"
            autoComplete="new-password"
            hint={fillText(texts.password.hint, { min: PASSWORD_MIN_LENGTH })}
            value={newPassword}
            onValue={setNewPassword}
          />
          <PasswordStrengthMeter id="settings-new-password-strength" password={newPassword} texts={texts.strength} />
          <FormOutcome form={passwordForm} done={passwordDone} />
          <button type="submit" className={styles.primary} disabled={passwordForm.pending}>
            {texts.password.change}
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="photo-heading">
        <h2 id="photo-heading">{texts.photo.heading}</h2>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own stored image, already 256×256
          <img src={photo} alt={texts.photo.alt} width={96} height={96} style={{ borderRadius: '50%' }} />
        ) : (
          <p>{texts.photo.none}</p>
        )}
        <div className={styles.field}>
          <label htmlFor="settings-photo">{texts.photo.choose}</label>
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
                    setPhotoDone(texts.photo.removed)
                    void refresh()
                  }
                })
            }
          >
            {texts.photo.remove}
          </button>
        ) : null}
        <FormOutcome form={photoForm} done={photoDone} />
      </section>

      <section className={styles.section} aria-labelledby="data-heading">
        <h2 id="data-heading">{texts.data.heading}</h2>
        <p>{texts.data.intro}</p>
        <a className={styles.secondary} href={`${base}export/`} download="tessera-my-data.json">
          {texts.data.download}
        </a>
      </section>

      <section className={styles.section} aria-labelledby="delete-heading">
        <h2 id="delete-heading">{texts.delete.heading}</h2>
        <p>{texts.delete.intro}</p>
        <form
          className={styles.form}
          onSubmit={(e) =>
            void submit(
              deleteForm,
              () => apiFetch(base, { method: 'DELETE', body: { password: deletePassword, confirmation } }),
              () => {
                void refresh()
                router.push(homePath)
              },
            )(e)
          }
        >
          <FormField id="delete-password" label={texts.delete.password} type="password" autoComplete="current-password" value={deletePassword} onValue={setDeletePassword} />
          <FormField id="delete-confirmation" label={texts.delete.confirmation} autoComplete="off" value={confirmation} onValue={setConfirmation} />
          <FormOutcome form={deleteForm} done={null} />
          <button type="submit" className={styles.danger} disabled={deleteForm.pending || confirmation.trim() !== 'DELETE'}>
            {texts.delete.button}
          </button>
        </form>
      </section>
    </>
  )
}
