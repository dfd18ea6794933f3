// The Contact us form (issue 23): a plain HTML form, no scripts. It posts to its own page; the server
// stores the message and sends the visitor back here with a confirmation or with each field's problem.
// Its words are the page's language (the `contact` catalog, issue 25); the server's refusals are English,
// so a page in another language says them with the catalogs' words (localize-contact-outcome.ts).
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_TOPICS } from '@/core/support/contact-message-rules'
import styles from '@/components/account/forms.module.css'
import englishContact from '@/messages/en/contact.json'

export type ContactFormOutcome = {
  error: string | null
  fieldErrors: Record<string, string[]>
  values: Record<string, string>
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null
  return (
    <p id={id} className={styles.error}>
      {errors.join(' ')}
    </p>
  )
}

export type ContactTexts = typeof englishContact

type Props = { action: string; csrfToken: string; outcome: ContactFormOutcome | null; texts?: ContactTexts }

export function ContactForm({ action, csrfToken, outcome, texts = englishContact }: Props) {
  if (outcome && outcome.error === null) {
    return (
      <div role="status" className={styles.confirmation}>
        <h2>{texts.sent}</h2>
        <p>{texts.thanks}</p>
        <p>
          <a href={action}>{texts.another}</a>
        </p>
      </div>
    )
  }
  const fe = outcome?.fieldErrors ?? {}
  const v = outcome?.values ?? {}
  const invalid = (name: string) => (fe[name]?.length ? true : undefined)
  const describedBy = (name: string) => (fe[name]?.length ? `contact-${name}-error` : undefined)
  return (
    <form className={styles.form} method="post" action={action} aria-label={texts.title} noValidate>
      <input type="hidden" name="csrftoken" value={csrfToken} />
      {outcome?.error ? (
        <p role="alert" className={styles.error}>
          {outcome.error}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="contact-name">{texts.yourName}</label>
        <input id="contact-name" name="name" autoComplete="name" required maxLength={CONTACT_NAME_MAX_LENGTH} defaultValue={v.name ?? ''} aria-invalid={invalid('name')} aria-describedby={describedBy('name')} />
        <FieldError id="contact-name-error" errors={fe.name} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">{texts.email}</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required defaultValue={v.email ?? ''} aria-invalid={invalid('email')} aria-describedby={describedBy('email')} />
        <FieldError id="contact-email-error" errors={fe.email} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-topic">{texts.topic}</label>
        <select id="contact-topic" name="topic" required defaultValue={v.topic ?? 'attendee'} aria-invalid={invalid('topic')} aria-describedby={describedBy('topic')}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t.value} value={t.value}>
              {texts.topics[t.value]}
            </option>
          ))}
        </select>
        <FieldError id="contact-topic-error" errors={fe.topic} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">{texts.message}</label>
        <textarea id="contact-message" name="message" required rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} defaultValue={v.message ?? ''} aria-invalid={invalid('message')} aria-describedby={describedBy('message')} />
        <FieldError id="contact-message-error" errors={fe.message} />
      </div>
      <button type="submit" className={styles.primary}>
        {texts.send}
      </button>
    </form>
  )
}
