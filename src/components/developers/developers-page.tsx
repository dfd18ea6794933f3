// The developers' page (issue 41 "Docs"), at /platform/, the footer's "Developers" (spec §2, decision 069):
// API keys, scopes, endpoints, pagination, rate limits, webhooks and the embedded checkout, in the page's
// language. What the code decides is read from the code: the scope table (decision 065), the webhook types
// and retry schedule (decision 066), and, handed in by the route, this site's rate limit, delivery timeout
// and own origin (in the samples, so that they can be copied as they are). The verification examples are
// run by their unit test.
import type { Metadata } from 'next'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { Fragment, type ReactNode } from 'react'
import { InfoPage } from '@/components/info/info-page'
import tableStyles from '@/components/manage/manage.module.css'
import { TableScroll } from '@/components/manage/table-scroll'
import { computeEmbedExample } from '@/core/embed/embed-snippet'
import { API_KEY_SCOPES } from '@/core/integrations/api-key-scopes'
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/core/webhooks/webhook-event-types'
import { WEBHOOK_RETRY_DELAYS_MS } from '@/core/webhooks/webhook-retry-schedule'
import type { Catalog } from '@/messages/catalog'
import { API_KEY_ENDPOINT_SCOPES } from '@/server/http/api-key-endpoint-scopes'
import { getHrefLocalizer } from '@/server/localized-path'
import { computeEmbedOriginsSample, computeKeyRequestSample, computePaginationSample } from './code-samples'
import styles from './developers-page.module.css'
import { computeEndpointGroups } from './endpoint-groups'
import { NODE_CRYPTO_EXAMPLE, STANDARD_WEBHOOKS_EXAMPLE } from './verify-example'

const OPENAPI_PATH = '/api/v3/openapi.json'
const WEBHOOKS_PATH = '/api/v3/organizations/me/webhooks/'

// The gate's refusals (src/server/http/bearer-gate.ts), in the order a request meets them.
const REFUSALS = [
  { status: 401, error: 'INVALID_API_KEY', reason: 'invalidKey' },
  { status: 403, error: 'API_KEY_NOT_ALLOWED', reason: 'notAllowed' },
  { status: 429, error: 'RATE_LIMITED', reason: 'rateLimited' },
  { status: 403, error: 'INSUFFICIENT_SCOPE', reason: 'insufficientScope' },
] as const

const RATE_LIMIT_HEADERS = [
  ['RateLimit-Limit', 'limit'],
  ['RateLimit-Remaining', 'remaining'],
  ['RateLimit-Reset', 'reset'],
] as const

const WEBHOOK_HEADERS = [
  ['webhook-id', 'id'],
  ['webhook-timestamp', 'timestamp'],
  ['webhook-signature', 'signature'],
] as const

const WEBHOOK_TYPE_TEXTS: Record<WebhookEventType, keyof Catalog['developers']['webhooks']['typeNames']> = {
  'order.placed': 'orderPlaced',
  'order.refunded': 'orderRefunded',
  'order.cancelled': 'orderCancelled',
  'attendee.checked_in': 'attendeeCheckedIn',
  'event.published': 'eventPublished',
  'event.updated': 'eventUpdated',
  'event.cancelled': 'eventCancelled',
  'ticket_class.sold_out': 'ticketClassSoldOut',
}

const HOUR = 3_600_000

/** A delay as the page's language writes it short: 5 s, 30 min, 10 h. */
function formatDelay(ms: number, locale: string): string {
  const [value, unit] = ms % HOUR === 0 ? [ms / HOUR, 'hour'] : ms % 60_000 === 0 ? [ms / 60_000, 'minute'] : [ms / 1000, 'second']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value)
}

/** The retry schedule in words: the delays up to the first of the repeated last one, then "every" that one. */
function computeRetrySummary(locale: string) {
  const every = WEBHOOK_RETRY_DELAYS_MS.at(-1)!
  const steps = WEBHOOK_RETRY_DELAYS_MS.slice(0, WEBHOOK_RETRY_DELAYS_MS.indexOf(every) + 1)
  return {
    delays: new Intl.ListFormat(locale, { type: 'conjunction' }).format(steps.map((ms) => formatDelay(ms, locale))),
    every: formatDelay(every, locale),
    attempts: WEBHOOK_RETRY_DELAYS_MS.length + 1,
    hours: Math.round(WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) / HOUR),
  }
}

function code(chunks: ReactNode) {
  return <code className={styles.inlineCode}>{chunks}</code>
}

function term(text: string) {
  return <code className={styles.term}>{text}</code>
}

/** A path that may break after each slash on a phone, and nowhere else. */
function path(text: string) {
  return (
    <code className={styles.path}>
      {text.split(/(?<=\/)/).map((segment, i) => (
        <Fragment key={i}>
          {segment}
          <wbr />
        </Fragment>
      ))}
    </code>
  )
}

/** A sample that scrolls sideways on a phone, inside its own box, rather than widen the page. */
function CodeBlock({ label, text }: { label: string; text: string }) {
  return (
    // Focusable because it may scroll: keyboards scroll it too (axe scrollable-region-focusable).
    <div className={styles.codeBlock} role="region" aria-label={label} tabIndex={0}>
      <pre translate="no">
        <code>{text.trimEnd()}</code>
      </pre>
    </div>
  )
}

/** A captioned table with its column headings, which scrolls sideways on a phone if it must. */
function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <TableScroll label={caption}>
      <table className={`${tableStyles.table} ${styles.table}`}>
        <caption className={tableStyles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </TableScroll>
  )
}

/** A table of terms (a scope, a header, an event type), each in code, and what each means. */
function TermTable({ caption, columns, rows }: { caption: string; columns: [string, string]; rows: { term: string; text: ReactNode }[] }) {
  return (
    <Table caption={caption} columns={columns}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.term}>
            <th scope="row">{term(row.term)}</th>
            <td>{row.text}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

export async function computeDevelopersPageMetadata(): Promise<Metadata> {
  const t = await getTranslations('developers')
  return { title: t('title'), description: t('intro') }
}

/** The site's settings the page states: its origin (SITE_URL), a key's requests a minute, a delivery's timeout. */
export type DevelopersPageSettings = { siteUrl: string; apiKeyRequestsPerMinute: number; webhookTimeoutMs: number }

export async function DevelopersPage({ siteUrl, apiKeyRequestsPerMinute, webhookTimeoutMs }: DevelopersPageSettings) {
  const [t, locale, href] = await Promise.all([getTranslations('developers'), getLocale(), getHrefLocalizer()])
  const retries = computeRetrySummary(locale)
  const profile = href('/myprofile/')
  return (
    <InfoPage
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      contentsLabel={t('contents')}
      sections={[
        {
          id: 'authentication',
          title: t('auth.title'),
          body: (
            <>
              <p>{t.rich('auth.create', { link: (chunks) => <Link href={`${profile}#api-keys-heading`}>{chunks}</Link> })}</p>
              <p>{t.rich('auth.format', { code, format: 'tsk_live_<prefix>_<secret>' })}</p>
              <CodeBlock label={t('auth.sample')} text={computeKeyRequestSample(siteUrl)} />
              <p>{t('auth.reach')}</p>
              <Table caption={t('auth.refusals')} columns={[t('auth.answer'), t('auth.reason')]}>
                <tbody>
                  {REFUSALS.map((refusal) => (
                    <tr key={refusal.error}>
                      <th scope="row">
                        {refusal.status}
                        <br />
                        {term(refusal.error)}
                      </th>
                      <td>{t(`auth.reasons.${refusal.reason}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          ),
        },
        {
          id: 'scopes',
          title: t('scopes.title'),
          body: (
            <>
              <p>{t.rich('scopes.intro', { code })}</p>
              <TermTable
                caption={t('scopes.caption')}
                columns={[t('scopes.scope'), t('scopes.allows')]}
                rows={API_KEY_SCOPES.map((scope) => ({ term: scope, text: t(`scopes.names.${scope}`) }))}
              />
            </>
          ),
        },
        {
          id: 'endpoints',
          title: t('endpoints.title'),
          body: (
            <>
              <p>{t.rich('endpoints.intro', { link: (chunks) => <a href={OPENAPI_PATH}>{chunks}</a> })}</p>
              <Table caption={t('endpoints.caption')} columns={[t('endpoints.method'), t('endpoints.path'), t('endpoints.scope')]}>
                {computeEndpointGroups(API_KEY_ENDPOINT_SCOPES).map(({ group, rows }) => (
                  <tbody key={group}>
                    <tr className={styles.groupRow}>
                      <th scope="rowgroup" colSpan={3}>
                        {t(`endpoints.groups.${group}`)}
                      </th>
                    </tr>
                    {rows.map((row) => (
                      <tr key={`${row.methods.join(' ')} ${row.path}`}>
                        <td>{row.methods.join(', ')}</td>
                        <td>{path(row.path)}</td>
                        <td>{term(row.scope)}</td>
                      </tr>
                    ))}
                  </tbody>
                ))}
              </Table>
            </>
          ),
        },
        {
          id: 'pagination',
          title: t('pagination.title'),
          body: (
            <>
              <p>{t.rich('pagination.body', { code })}</p>
              <CodeBlock label={t('pagination.sample')} text={computePaginationSample(siteUrl)} />
            </>
          ),
        },
        {
          id: 'rate-limits',
          title: t('rateLimits.title'),
          body: (
            <>
              <p>{t('rateLimits.body', { limit: apiKeyRequestsPerMinute })}</p>
              <TermTable
                caption={t('rateLimits.caption')}
                columns={[t('rateLimits.header'), t('rateLimits.meaning')]}
                rows={RATE_LIMIT_HEADERS.map(([term, key]) => ({ term, text: t(`rateLimits.headers.${key}`) }))}
              />
              <p>{t.rich('rateLimits.exceeded', { code })}</p>
            </>
          ),
        },
        {
          id: 'webhooks',
          title: t('webhooks.title'),
          body: (
            <>
              <p>
                {t.rich('webhooks.intro', {
                  code,
                  spec: (chunks) => <a href="https://www.standardwebhooks.com/">{chunks}</a>,
                  link: (chunks) => <Link href={href('/mywebhooks/')}>{chunks}</Link>,
                })}
              </p>
              <p>{t.rich('webhooks.api', { code, path: WEBHOOKS_PATH })}</p>
              <TermTable
                caption={t('webhooks.types')}
                columns={[t('webhooks.type'), t('webhooks.sentWhen')]}
                rows={WEBHOOK_EVENT_TYPES.map((type) => ({ term: type, text: t(`webhooks.typeNames.${WEBHOOK_TYPE_TEXTS[type]}`) }))}
              />
              <p>{t.rich('webhooks.body', { code, shape: '{"type": …, "timestamp": …, "data": {…}}', truncated: '"truncated": true' })}</p>
              <TermTable
                caption={t('webhooks.headers')}
                columns={[t('webhooks.header'), t('webhooks.meaning')]}
                rows={WEBHOOK_HEADERS.map(([term, key]) => ({ term, text: t.rich(`webhooks.headerNames.${key}`, { code, signed: '{webhook-id}.{webhook-timestamp}.{body}' }) }))}
              />
              <h3 className={styles.subTitle}>{t('webhooks.deliveryTitle')}</h3>
              <p>{t.rich('webhooks.delivery', { code, timeout: webhookTimeoutMs / 1000, ...retries })}</p>
              <p>{t.rich('webhooks.order', { code })}</p>
              <p>{t.rich('webhooks.replay', { code })}</p>
              <h3 className={styles.subTitle}>{t('webhooks.verifyTitle')}</h3>
              <p>{t.rich('webhooks.verifyIntro', { code })}</p>
              <CodeBlock label={t('webhooks.verifyPackage')} text={STANDARD_WEBHOOKS_EXAMPLE} />
              <p>{t('webhooks.verifyNodeIntro')}</p>
              <CodeBlock label={t('webhooks.verifyNode')} text={NODE_CRYPTO_EXAMPLE} />
              <p>{t('webhooks.verifyAnswer')}</p>
            </>
          ),
        },
        {
          id: 'embedded-checkout',
          title: t('embed.title'),
          body: (
            <>
              <p>{t('embed.intro')}</p>
              <CodeBlock label={t('embed.snippet')} text={computeEmbedExample(siteUrl)} />
              <h3 className={styles.subTitle}>{t('embed.originsTitle')}</h3>
              <p>{t.rich('embed.origins', { code, link: (chunks) => <Link href={`${profile}#embed-origins-heading`}>{chunks}</Link> })}</p>
              <CodeBlock label={t('embed.originsSample')} text={computeEmbedOriginsSample(siteUrl)} />
              <p>{t('embed.otherSites')}</p>
              <h3 className={styles.subTitle}>{t('embed.eventsTitle')}</h3>
              <p>{t.rich('embed.events', { code })}</p>
            </>
          ),
        },
      ]}
    />
  )
}
