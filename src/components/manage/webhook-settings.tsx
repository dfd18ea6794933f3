'use client'
// /mywebhooks/ (issue 41, decision 066): an owner adds webhook endpoints (URL and event types), copies a
// new endpoint's secret (shown once), rotates it, switches an endpoint off and on, deletes it after
// confirming, sends it a test event, and reads its delivery log (status, response code, time taken,
// attempts, when, the body sent) with a Replay button per delivery. Each action goes through the API.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import editor from '@/components/create-event/event-editor.module.css'
import forms from '@/components/account/forms.module.css'
import { fillText } from '@/core/i18n/fill-text'
import type { WebhookDeliveryJson, WebhookEndpointJson } from '@/core/webhooks/webhook-endpoint-json'
import { WEBHOOK_EVENT_TYPES } from '@/core/webhooks/webhook-event-types'
import { ActionResult } from './action-result'
import { ConfirmButton } from './confirm-button'
import { useActionTexts } from './creator-texts'
import { TableScroll } from './table-scroll'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

export function WebhookSettings({ endpoints }: { endpoints: WebhookEndpointJson[] }) {
  const { t: texts } = useActionTexts()
  const t = texts.webhooks
  const add = useDashboardAction()
  const [url, setUrl] = useState('')
  const [types, setTypes] = useState<string[]>(['order.placed'])
  // A secret is shown in full once, after create or rotate: kept here until the page is left.
  const [revealed, setRevealed] = useState<{ id: string; secret: string } | null>(null)

  const submit = () =>
    add.run(async () => {
      const { webhook } = await apiFetch<{ webhook: WebhookEndpointJson }>('/api/v3/organizations/me/webhooks/', { method: 'POST', body: { url: url.trim(), event_types: types } })
      setRevealed({ id: webhook.id, secret: webhook.secret })
      setUrl('')
      return t.added
    })

  return (
    <>
      <section aria-labelledby="webhook-add-heading" className={styles.section}>
        <h2 id="webhook-add-heading">{t.addHeading}</h2>
        <form
          aria-labelledby="webhook-add-heading"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <TextField id="webhook-url" label={t.url} hint={t.urlHint} type="url" inputMode="url" autoComplete="off" value={url} onValue={setUrl} maxLength={2000} errors={add.fieldErrors.url} required />
          <fieldset className={editor.group}>
            <legend>{t.eventTypes}</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type}>
                <input type="checkbox" checked={types.includes(type)} onChange={(event) => setTypes((list) => (event.target.checked ? [...list, type] : list.filter((x) => x !== type)))} /> <code>{type}</code>
              </label>
            ))}
            {add.fieldErrors.event_types ? <p className={editor.error}>{add.fieldErrors.event_types.join(' ')}</p> : null}
          </fieldset>
          <button type="submit" className={editor.primary} disabled={add.pending}>
            {add.pending ? texts.sending : t.add}
          </button>{' '}
          <ActionResult done={add.done} error={add.error} />
        </form>
      </section>

      <section aria-labelledby="webhook-list-heading" className={styles.section}>
        <h2 id="webhook-list-heading">{t.endpointsHeading}</h2>
        {endpoints.length === 0 ? <p>{t.none}</p> : null}
        {endpoints.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} secret={revealed?.id === endpoint.id ? revealed.secret : null} onRotated={(secret) => setRevealed({ id: endpoint.id, secret })} />
        ))}
      </section>
    </>
  )
}

function EndpointCard({ endpoint, secret, onRotated }: { endpoint: WebhookEndpointJson; secret: string | null; onRotated: (secret: string) => void }) {
  const { locale, t: texts } = useActionTexts()
  const t = texts.webhooks
  const change = useDashboardAction()
  const [copied, setCopied] = useState(false)
  const [log, setLog] = useState<WebhookDeliveryJson[] | null>(null)
  const headingId = `webhook-${endpoint.id}-heading`
  const base = `/api/v3/organizations/me/webhooks/${endpoint.id}/`
  const loadLog = async () => setLog((await apiFetch<{ deliveries: WebhookDeliveryJson[] }>(`${base}deliveries/`)).deliveries)
  const act = (work: () => Promise<string>) =>
    change.run(async () => {
      const said = await work()
      if (log) await loadLog()
      return said
    })

  return (
    <article aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} style={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </h3>
      <p>
        {endpoint.enabled ? t.enabled : t.disabled}
        {endpoint.disabled_reason ? ` – ${endpoint.disabled_reason}` : ''} · {endpoint.event_types.join(', ')}
      </p>
      <p>
        {t.secret}: <code style={{ overflowWrap: 'anywhere' }}>{secret ?? endpoint.secret}</code>{' '}
        {secret ? (
          <>
            <button
              type="button"
              className={forms.secondary}
              onClick={() => {
                void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false))
              }}
            >
              {t.copy}
            </button>{' '}
            <span role="status">{copied ? t.copied : t.secretOnce}</span>
          </>
        ) : null}
      </p>
      <div className={styles.actions}>
        <button type="button" className={forms.secondary} disabled={change.pending || !endpoint.enabled} onClick={() => void act(async () => (await apiFetch(`${base}test/`, { method: 'POST', body: {} }), t.testSent))}>
          {t.sendTest}
        </button>{' '}
        <button
          type="button"
          className={forms.secondary}
          disabled={change.pending}
          onClick={() =>
            void act(async () => {
              const { webhook } = await apiFetch<{ webhook: WebhookEndpointJson }>(`${base}rotate_secret/`, { method: 'POST', body: {} })
              onRotated(webhook.secret)
              setCopied(false)
              return t.rotated
            })
          }
        >
          {t.rotate}
        </button>{' '}
        <button type="button" className={forms.secondary} disabled={change.pending} onClick={() => void act(async () => (await apiFetch(base, { method: 'PATCH', body: { enabled: !endpoint.enabled } }), endpoint.enabled ? t.disabledNow : t.enabledNow))}>
          {endpoint.enabled ? t.disable : t.enable}
        </button>{' '}
        <ConfirmButton label={t.delete} name={fillText(t.deleteName, { url: endpoint.url })} confirmLabel={t.deleteConfirm} disabled={change.pending} onConfirm={() => void change.run(async () => (await apiFetch(base, { method: 'DELETE' }), t.deleted))} />{' '}
        <button type="button" className={forms.secondary} aria-expanded={log !== null} onClick={() => (log ? setLog(null) : void loadLog())}>
          {log ? t.hideLog : t.showLog}
        </button>{' '}
        <ActionResult done={change.done} error={change.error} />
      </div>
      {log ? (
        <section aria-label={fillText(t.logOf, { url: endpoint.url })}>
          <h4>{t.log}</h4>
          <button type="button" className={forms.secondary} onClick={() => void loadLog()}>
            {t.refresh}
          </button>
          {log.length === 0 ? (
            <p>{t.noDeliveries}</p>
          ) : (
            <TableScroll label={t.log}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t.eventColumn}</th>
                    <th scope="col">{t.statusColumn}</th>
                    <th scope="col">{t.codeColumn}</th>
                    <th scope="col">{t.timeColumn}</th>
                    <th scope="col">{t.attemptsColumn}</th>
                    <th scope="col">{t.whenColumn}</th>
                    <th scope="col">{t.bodyColumn}</th>
                    <th scope="col">{texts.team.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.map((d) => (
                    <tr key={d.id}>
                      <th scope="row">
                        <code>{d.event_type}</code>
                      </th>
                      <td>{t.statuses[d.status]}</td>
                      <td>{d.response_code ?? d.error ?? '–'}</td>
                      <td>{d.duration_ms === null ? '–' : fillText(t.milliseconds, { ms: d.duration_ms })}</td>
                      <td>{d.attempts}</td>
                      <td>{new Date(d.last_attempt ?? d.created).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' })}</td>
                      <td>
                        <details>
                          <summary>{t.showBody}</summary>
                          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '40ch', minWidth: '28ch' }}>{d.body}</pre>
                        </details>
                      </td>
                      <td>
                        <button
                          type="button"
                          className={forms.secondary}
                          aria-label={fillText(t.replayName, { type: d.event_type, id: d.id })}
                          disabled={change.pending || !endpoint.enabled}
                          onClick={() => void act(async () => (await apiFetch(`${base}deliveries/${d.id}/replay/`, { method: 'POST', body: {} }), t.replayed))}
                        >
                          {t.replay}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      ) : null}
    </article>
  )
}
