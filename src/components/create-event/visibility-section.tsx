'use client'
// The editor's Visibility section (issue 40, decision 060), under the ticket classes: public, unlisted
// (its link only), private with a password or by invitation (with its list of addresses), and which
// classes are hidden (sold only through their direct link, which the organizer copies here). Saved through
// the same API every client uses: PATCH /api/v3/events/{id}/ {listed, password, invitation_only},
// /api/v3/events/{id}/invitations/ and PATCH /api/v3/ticket_classes/{id}/ {hidden}.
import { useEffect, useId, useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useCreateTexts } from '@/components/manage/creator-texts'
import { fillText } from '@/core/i18n/fill-text'
import { pluralText } from '@/core/i18n/plural-text'
import type { EditableTicketClass } from '@/core/creators/get-event-for-editing'
import type { StepProps } from './editor-types'
import { useStepSave } from './use-step-save'
import styles from './event-editor.module.css'

type Mode = 'public' | 'unlisted' | 'private' | 'invitation'

type Invitation = { id: string; email: string }

type ClassAnswer = { ticket_class: { id: string; hidden: boolean; ticket_link: string | null } }

// The event page's address by its id; the page moves a visitor to its current name and keeps `tickets`.
function directLink(origin: string, eventId: number, token: string): string {
  return `${origin}/e/event-tickets-${eventId}/?tickets=${encodeURIComponent(token)}`
}

export function VisibilitySection({ draft, onSaved }: Pick<StepProps, 'draft'> & { onSaved: (changes: Partial<StepProps['draft']>) => void }) {
  const { t: create, locale } = useCreateTexts()
  const t = create.visibility
  const id = useId()
  const [mode, setMode] = useState<Mode>(draft.invitationOnly ? 'invitation' : draft.hasPassword ? 'private' : draft.listed ? 'public' : 'unlisted')
  const [invitations, setInvitations] = useState<Invitation[] | null>(null)
  const [addresses, setAddresses] = useState('')
  const [sent, setSent] = useState<number | null>(null)
  const [password, setPassword] = useState('')
  const [saved, setSaved] = useState(false)
  const [copied, setCopied] = useState<number | null>(null)
  const save = useStepSave()
  const origin = typeof window === 'undefined' ? '' : window.location.origin

  // The list is read once the organizer looks at invitation-only.
  useEffect(() => {
    if (mode !== 'invitation' || invitations !== null) return
    let live = true
    apiFetch<{ invitations: Invitation[] }>(`/api/v3/events/${draft.id}/invitations/`).then(
      (body) => live && setInvitations(body.invitations),
      () => live && setInvitations([]),
    )
    return () => {
      live = false
    }
  }, [mode, invitations, draft.id])

  const invite = (event: FormEvent) => {
    event.preventDefault()
    setSent(null)
    const emails = addresses.split(/[\s,;]+/).filter((a) => a.length > 0)
    void save.run(async () => {
      const answer = await apiFetch<{ invitations: Invitation[]; added: number }>(`/api/v3/events/${draft.id}/invitations/`, { method: 'POST', body: { emails } })
      setInvitations(answer.invitations)
      setAddresses('')
      setSent(answer.added)
    })
  }

  const uninvite = (invitation: Invitation) =>
    void save.run(async () => {
      await apiFetch(`/api/v3/events/${draft.id}/invitations/${invitation.id}/`, { method: 'DELETE' })
      setInvitations((list) => (list ?? []).filter((i) => i.id !== invitation.id))
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    void save.run(async () => {
      // A private event is never listed; leaving private removes the password.
      const body: Record<string, unknown> = { listed: mode === 'public', invitation_only: mode === 'invitation' }
      if (mode === 'private' && password) body.password = password
      if (mode !== 'private' && draft.hasPassword) body.password = null
      await apiFetch(`/api/v3/events/${draft.id}/`, { method: 'PATCH', body })
      setPassword('')
      setSaved(true)
      onSaved({ listed: mode === 'public', hasPassword: mode === 'private' && (draft.hasPassword || password.length > 0), invitationOnly: mode === 'invitation' })
    })
  }

  const setHidden = (c: EditableTicketClass, hidden: boolean) =>
    void save.run(async () => {
      const { ticket_class: answer } = await apiFetch<ClassAnswer>(`/api/v3/ticket_classes/${c.id}/`, { method: 'PATCH', body: { hidden } })
      onSaved({ ticketClasses: draft.ticketClasses.map((k) => (k.id === c.id ? { ...k, hidden: answer.hidden, ticketLink: answer.ticket_link } : k)) })
    })

  const copy = async (c: EditableTicketClass, link: string) => {
    await navigator.clipboard?.writeText(link).catch(() => undefined)
    setCopied(c.id)
  }

  return (
    <section className={styles.step} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.field}>
          <legend className={styles.visuallyHidden}>{t.heading}</legend>
          {(['public', 'unlisted', 'private', 'invitation'] as const).map((m) => (
            <label key={m} className={styles.choice}>
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} /> {t[m]}
            </label>
          ))}
        </fieldset>
        {mode === 'private' ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{t.passwordLabel}</label>
            <input
              id={`${id}-password`}
              type="text"
              autoComplete="off"
              value={password}
              aria-describedby={`${id}-password-hint`}
              aria-invalid={save.fieldErrors.password ? true : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p id={`${id}-password-hint`}>{draft.hasPassword ? t.passwordKept : t.passwordHint}</p>
            {save.fieldErrors.password ? <p className={styles.error}>{save.fieldErrors.password.join(' ')}</p> : null}
          </div>
        ) : null}
        {save.error ? (
          <p role="alert" className={styles.error}>
            {save.error}
          </p>
        ) : null}
        {saved ? <p role="status">{t.saved}</p> : null}
        <button type="submit" className={styles.primary} aria-busy={save.pending}>
          {t.save}
        </button>
      </form>
      {mode === 'invitation' ? (
        <form onSubmit={invite} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-invite`}>{t.inviteLabel}</label>
            <textarea id={`${id}-invite`} rows={4} value={addresses} aria-invalid={save.fieldErrors.emails ? true : undefined} onChange={(e) => setAddresses(e.target.value)} />
            {save.fieldErrors.emails ? <p className={styles.error}>{save.fieldErrors.emails.join(' ')}</p> : null}
          </div>
          {sent !== null ? <p role="status">{pluralText(locale, sent, t.invitesSent)}</p> : null}
          <button type="submit" className={styles.primary} aria-busy={save.pending}>
            {t.inviteSend}
          </button>
          <h4 id={`${id}-invited`}>{t.invitedHeading}</h4>
          {invitations && invitations.length > 0 ? (
            <ul aria-labelledby={`${id}-invited`} className={styles.plainList}>
              {invitations.map((i) => (
                <li key={i.id}>
                  {i.email}{' '}
                  <button type="button" className={styles.linkButton} aria-label={fillText(t.remove, { email: i.email })} onClick={() => uninvite(i)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t.invitedNone}</p>
          )}
        </form>
      ) : null}
      {draft.ticketClasses.length > 0 ? (
        <ul className={styles.plainList}>
          {draft.ticketClasses.map((c) => {
            const link = c.hidden && c.ticketLink ? directLink(origin, draft.id, c.ticketLink) : null
            return (
              <li key={c.id}>
                <label className={styles.choice}>
                  <input type="checkbox" checked={c.hidden} onChange={(e) => setHidden(c, e.target.checked)} /> {c.name}: {t.hiddenLabel}
                </label>
                {link ? (
                  <div className={styles.field}>
                    <label htmlFor={`${id}-link-${c.id}`}>{fillText(t.hiddenLinkLabel, { name: c.name })}</label>
                    <input id={`${id}-link-${c.id}`} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
                    <button type="button" className={styles.linkButton} onClick={() => void copy(c, link)}>
                      {t.copyLink}
                    </button>
                    {copied === c.id ? <span role="status"> {t.linkCopied}</span> : null}
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
