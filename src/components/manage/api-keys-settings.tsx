'use client'
// The organizer settings' API keys (issue 41, decision 065): an owner makes a key with a name and scopes,
// sees its secret once (with a copy button and a warning that it will not be shown again), sees the keys
// listed by name, prefix, scopes, creation and last use, and revokes one after confirming in a dialog.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import editor from '@/components/create-event/event-editor.module.css'
import type { ApiKeyJson } from '@/core/integrations/api-key-json'
import { API_KEY_SCOPES, type ApiKeyScope } from '@/core/integrations/api-key-scopes'
import { fillText } from '@/core/i18n/fill-text'
import forms from '@/components/account/forms.module.css'
import { ActionResult } from './action-result'
import { ConfirmDialogButton } from './confirm-dialog-button'
import { useActionTexts } from './creator-texts'
import { TableScroll } from './table-scroll'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

type Created = { apiKey: ApiKeyJson; secret: string }

export function ApiKeysSettings({ keys }: { keys: ApiKeyJson[] }) {
  const { locale, t: texts } = useActionTexts()
  const t = texts.apiKeys
  const create = useDashboardAction()
  const change = useDashboardAction()
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['events:read'])
  const [created, setCreated] = useState<Created | null>(null)
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

  const submit = () =>
    create.run(async () => {
      const answer = await apiFetch<{ api_key: ApiKeyJson; secret: string }>('/api/v3/organizations/me/api_keys/', { method: 'POST', body: { name: name.trim(), scopes } })
      setCreated({ apiKey: answer.api_key, secret: answer.secret })
      setName('')
      return fillText(t.created, { name: answer.api_key.name })
    })

  return (
    <>
      <section aria-labelledby="api-key-create-heading" className={styles.section}>
        <h3 id="api-key-create-heading">{t.createHeading}</h3>
        <form
          aria-labelledby="api-key-create-heading"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <TextField id="api-key-name" label={t.name} hint={t.nameHint} autoComplete="off" value={name} onValue={setName} maxLength={80} errors={create.fieldErrors.name} required />
          <fieldset className={editor.group} aria-describedby={create.fieldErrors.scopes ? 'api-key-scopes-error' : undefined}>
            <legend>{t.scopes}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope}>
                <input
                  type="checkbox"
                  checked={scopes.includes(scope)}
                  onChange={(event) => setScopes((current) => (event.target.checked ? [...current, scope] : current.filter((s) => s !== scope)))}
                />{' '}
                <code>{scope}</code> – {t.scopeNames[scope]}
              </label>
            ))}
            {create.fieldErrors.scopes ? (
              <p id="api-key-scopes-error" className={editor.error}>
                {create.fieldErrors.scopes.join(' ')}
              </p>
            ) : null}
          </fieldset>
          <button type="submit" className={editor.primary} disabled={create.pending}>
            {create.pending ? texts.sending : t.create}
          </button>{' '}
          <ActionResult done={create.done} error={create.error} />
        </form>
        {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      </section>

      <section aria-labelledby="api-key-list-heading" className={styles.section}>
        <h3 id="api-key-list-heading">{t.listHeading}</h3>
        <ActionResult done={change.done} error={change.error} />
        {keys.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <TableScroll label={t.listHeading}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.prefix}</th>
                  <th scope="col">{t.scopes}</th>
                  <th scope="col">{t.createdColumn}</th>
                  <th scope="col">{t.lastUsed}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((key) => (
                  <tr key={key.id}>
                    <th scope="row">{key.name}</th>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>{key.scopes.join(', ')}</td>
                    <td>{when(key.created)}</td>
                    <td>{key.last_used ? when(key.last_used) : t.never}</td>
                    <td>
                      <RevokeKey apiKey={key} onRevoke={(work) => change.run(work)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  )
}

/** The new key's secret, this once: selectable, with a copy button, until the owner says they have it. */
function NewSecret({ created, onDone }: { created: Created; onDone: () => void }) {
  const { t: texts } = useActionTexts()
  const t = texts.apiKeys
  const [copied, setCopied] = useState<string | null>(null)
  return (
    <div role="group" aria-labelledby="api-key-secret-heading" className={styles.section}>
      <h4 id="api-key-secret-heading">{fillText(t.secretHeading, { name: created.apiKey.name })}</h4>
      <p id="api-key-secret-warning">
        <strong>{t.secretWarning}</strong>
      </p>
      <label htmlFor="api-key-secret">{t.secretLabel}</label>
      <input id="api-key-secret" type="text" readOnly value={created.secret} aria-describedby="api-key-secret-warning" onFocus={(e) => e.currentTarget.select()} style={{ width: '100%', fontFamily: 'monospace' }} />
      <p>
        <button
          type="button"
          className={forms.secondary}
          onClick={() =>
            void navigator.clipboard.writeText(created.secret).then(
              () => setCopied(t.copied),
              () => setCopied(t.copyFailed),
            )
          }
        >
          {t.copy}
        </button>{' '}
        <button type="button" className={forms.secondary} onClick={onDone}>
          {t.done}
        </button>{' '}
        <span role="status">{copied}</span>
      </p>
    </div>
  )
}

/** Revoke asks first in a dialog naming the key, as removing a team member does (team-settings.tsx). */
function RevokeKey({ apiKey, onRevoke }: { apiKey: ApiKeyJson; onRevoke: (work: () => Promise<string>) => Promise<void> }) {
  const { t: texts } = useActionTexts()
  const t = texts.apiKeys
  return (
    <ConfirmDialogButton
      id={`revoke-key-${apiKey.id}`}
      label={t.revoke}
      name={fillText(t.revokeName, { name: apiKey.name })}
      question={fillText(t.revokeQuestion, { name: apiKey.name })}
      note={t.revokeNote}
      confirmLabel={t.revokeConfirm}
      onConfirm={(close) =>
        void onRevoke(async () => {
          await apiFetch(`/api/v3/organizations/me/api_keys/${apiKey.id}/`, { method: 'DELETE' })
          close()
          return fillText(t.revoked, { name: apiKey.name })
        })
      }
    />
  )
}
