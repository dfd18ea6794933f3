'use client'
// "Contact the organizer" (issue 20) on event and organizer pages, drawn by contact-organizer.tsx with its
// words in the page's language: the organizer's logo and public links when the page has them, and a message
// form (opened by a button, so the page stays short) that emails the organizer through
// POST /api/v3/organizers/{id}/contact_messages/. Fields follow spec §5's input rules with their counters;
// the server's refusals (rate limit, field errors) are shown.
import { useEffect, useRef, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import { useStepSave } from '@/components/create-event/use-step-save'
import editor from '@/components/create-event/event-editor.module.css'
import { imageUrlForKey } from '@/core/images/image-optimizer-rules'
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '@/core/support/contact-message-rules'
import type { Catalog } from '@/messages/catalog'
import styles from './contact-organizer.module.css'

/** The form's words: the catalog's, with the organizer's name already in the ones that name it. */
export type ContactOrganizerTexts = Catalog['actions']['contact'] & { sending: string; heading: string; logoAlt: string; elsewhere: string; form: string }

export type ContactOrganizerProps = {
  /** The organizer page passes its whole profile; the event page its id and name. */
  organizer: { id: number | string; name: string; website?: string | null; socialLinks?: Record<string, string>; imageKey?: string | null }
  /** The event the message is about, on an event page. */
  eventId?: number | string
}

type FormProps = ContactOrganizerProps & { texts: ContactOrganizerTexts }

const NETWORK_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', x: 'X', linkedin: 'LinkedIn', tiktok: 'TikTok', youtube: 'YouTube' }

export function ContactOrganizerForm({ organizer, eventId, texts: t }: FormProps) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState('')
  const [sent, setSent] = useState<string | null>(null)
  const send = useStepSave()
  const firstField = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) firstField.current?.querySelector('input')?.focus()
  }, [open])
  const links = [
    ...(organizer.website ? [{ label: t.website, href: organizer.website }] : []),
    ...Object.entries(organizer.socialLinks ?? {}).map(([network, href]) => ({ label: NETWORK_NAMES[network] ?? network, href })),
  ]
  const submit = () =>
    send.run(async () => {
      const body = { name, email, message, ...(eventId === undefined ? {} : { event_id: String(eventId) }) }
      const answer = await apiFetch<{ message: string }>(`/api/v3/organizers/${organizer.id}/contact_messages/`, { method: 'POST', body })
      // The API's confirmation is English; the page says it in its language.
      setSent(t.sent || answer.message)
      setMessage('')
      setOpen(false)
    })
  return (
    <section aria-labelledby="contact-organizer-heading" className={styles.contact}>
      <h2 id="contact-organizer-heading">{t.heading}</h2>
      {organizer.imageKey ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own stored image, already sized
        <img className={styles.logo} src={imageUrlForKey(organizer.imageKey)} alt={t.logoAlt} width={64} height={64} />
      ) : null}
      {links.length > 0 ? (
        <ul className={styles.links} aria-label={t.elsewhere}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer nofollow ugc" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {sent ? <p role="status">{sent}</p> : null}
      {open ? (
        <form
          aria-label={t.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <div ref={firstField}>
            <TextField id="contact-organizer-name" label={t.yourName} autoComplete="name" value={name} onValue={setName} maxLength={CONTACT_NAME_MAX_LENGTH} errors={send.fieldErrors.name} required />
          </div>
          <TextField id="contact-organizer-email" label={t.yourEmail} type="email" autoComplete="email" value={email} onValue={setEmail} maxLength={254} errors={send.fieldErrors.email} required />
          <TextField id="contact-organizer-message" label={t.message} value={message} onValue={setMessage} maxLength={CONTACT_MESSAGE_MAX_LENGTH} multiline rows={5} errors={send.fieldErrors.message} required />
          {send.error ? (
            <p role="alert" className={editor.error}>
              {send.error}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <button type="submit" className={editor.primary} disabled={send.pending}>
              {send.pending ? t.sending : t.send}
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              {t.close}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={styles.open} aria-expanded={false} onClick={() => setOpen(true)}>
          {t.open}
        </button>
      )}
    </section>
  )
}
