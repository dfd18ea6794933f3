'use client'
// The organizer settings' embedded checkout (issue 41, decision 070): the sites allowed to frame the
// checkout, one per line, and the snippet to paste on them. Lines are checked here with the server's own
// rule (embed-origin-rules.ts) so a bad one is named in the page's language; the server decides.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import forms from '@/components/account/forms.module.css'
import editor from '@/components/create-event/event-editor.module.css'
import { StepInputError } from '@/components/create-event/use-step-save'
import { normaliseEmbedOrigin } from '@/core/embed/embed-origin-rules'
import { computeEmbedSnippet } from '@/core/embed/embed-snippet'
import { fillText } from '@/core/i18n/fill-text'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

export function EmbedOriginsSettings({ origins, siteOrigin }: { origins: string[]; siteOrigin: string }) {
  const { t: texts } = useActionTexts()
  const t = texts.embedOrigins
  const save = useDashboardAction()
  const [text, setText] = useState(origins.join('\n'))
  const [copied, setCopied] = useState<string | null>(null)
  const snippet = computeEmbedSnippet(siteOrigin)

  const submit = () =>
    save.run(async () => {
      const lines = text.split('\n').map((line) => line.trim())
      const bad = lines.findIndex((line) => line !== '' && 'error' in normaliseEmbedOrigin(line))
      if (bad >= 0) {
        const message = fillText(t.invalidLine, { line: bad + 1 })
        throw new StepInputError(message, { origins: [message] })
      }
      const answer = await apiFetch<{ origins: string[] }>('/api/v3/organizations/me/embed_origins/', { method: 'PUT', body: { origins: lines.filter((line) => line !== '') } })
      setText(answer.origins.join('\n'))
      return t.saved
    })

  const errors = save.fieldErrors.origins ?? Object.entries(save.fieldErrors).find(([key]) => key.startsWith('origins'))?.[1]
  return (
    <>
      <form
        aria-labelledby="embed-origins-heading"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <div className={editor.field}>
          <label htmlFor="embed-origins">{t.label}</label>
          <p id="embed-origins-hint" className={editor.hint}>
            {t.hint}
          </p>
          <textarea
            id="embed-origins"
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            autoCapitalize="off"
            aria-describedby={errors ? 'embed-origins-hint embed-origins-error' : 'embed-origins-hint'}
            aria-invalid={errors ? true : undefined}
            style={{ width: '100%', fontFamily: 'monospace' }}
          />
          {errors ? (
            <p id="embed-origins-error" className={editor.error}>
              {errors.join(' ')}
            </p>
          ) : null}
        </div>
        <button type="submit" className={editor.primary} disabled={save.pending}>
          {save.pending ? texts.sending : t.save}
        </button>{' '}
        <ActionResult done={save.done} error={errors ? null : save.error} />
      </form>
      <section aria-labelledby="embed-snippet-heading" className={styles.section}>
        <h3 id="embed-snippet-heading">{t.snippetHeading}</h3>
        <p id="embed-snippet-intro">{t.snippetIntro}</p>
        <pre className={styles.snippet} tabIndex={0} aria-describedby="embed-snippet-intro">
          <code>{snippet}</code>
        </pre>
        <p>
          <button
            type="button"
            className={forms.secondary}
            onClick={() =>
              void navigator.clipboard.writeText(snippet).then(
                () => setCopied(t.copied),
                () => setCopied(t.copyFailed),
              )
            }
          >
            {t.copy}
          </button>{' '}
          <span role="status">{copied}</span>
        </p>
      </section>
    </>
  )
}
