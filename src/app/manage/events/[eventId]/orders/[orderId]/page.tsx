import type { Metadata } from 'next'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { OrderActions } from '@/components/manage/order-actions'
import { OrderHistory } from '@/components/manage/order-history'
import { TableScroll } from '@/components/manage/table-scroll'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getEventOrder } from '@/core/creators/get-event-order'
import { formatMoney } from '@/core/money/money'
import { getDeps } from '@/server/get-deps'
import { answerManagePageRefusal } from '@/server/manage-page-refusal'
import { getHrefLocalizer } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'
import forms from '@/components/account/forms.module.css'
import styles from '@/components/manage/manage.module.css'

type Props = { params: Promise<{ eventId: string; orderId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderId } = await params
  return { title: (await getTranslations('manage'))('orderTitle', { id: orderId }), robots: { index: false } }
}

// Issue 36's order page for the organizer (staff read only): the order, its tickets and its history from
// the order's trail, with the dashboard's actions; anyone else, like an unknown id, gets 404.
export default async function EventOrderPage({ params }: Props) {
  const { eventId, orderId } = await params
  const viewer = await requirePageViewer(`/manage/events/${eventId}/orders/${orderId}/`)
  if (!/^\d{1,9}$/.test(eventId) || !/^\d{1,9}$/.test(orderId)) notFound()
  let page
  try {
    page = await getEventOrder(await getDeps(), { eventId: Number(eventId), orderId: Number(orderId), manager: { userId: viewer.id, isStaff: viewer.isStaff } })
  } catch (error) {
    return answerManagePageRefusal(error, eventId)
  }
  const [t, actions, locale, href] = await Promise.all([getTranslations('manage'), getTranslations('actions'), getLocale(), getHrefLocalizer()])
  const { order } = page
  const localeTag = locale.replace('_', '-')
  // Short times, in the event's zone (the organizer's reference for their event).
  const when = (iso: string) => new Date(iso).toLocaleString(localeTag, { timeZone: order.event_timezone, dateStyle: 'medium', timeStyle: 'short' })
  const money = (m: { value: number; currency: string }) => formatMoney(m.value, m.currency, localeTag)
  const orderStatus = (status: string) => (t.has(`orderStatus.${status}` as 'orderStatus.paid') ? t(`orderStatus.${status}` as 'orderStatus.paid') : status)
  const ticketStatus = (status: string) =>
    actions.has(`ticketStatus.${status}` as 'ticketStatus.valid') ? actions(`ticketStatus.${status}` as 'ticketStatus.valid') : status
  const codes = new Map(order.tickets.map((k) => [k.id, k.printed_code]))
  // Answers to the questions at registration (decision 063): the order's once, then each ticket's own.
  const answerText = (value: unknown) => (value === true ? t('answerYes') : value === false ? t('answerNo') : Array.isArray(value) ? value.join(', ') : String(value))
  const orderAnswers = order.answers.filter((a) => a.attendee_index === null)
  const ticketAnswers = order.tickets.map((k) => ({ ticket: k, answers: k.answers.filter((a) => a.attendee_index !== null) })).filter((x) => x.answers.length > 0)
  return (
    <WithCreatorTexts>
      <main className={forms.wide}>
        <h1 id="page-content" tabIndex={-1}>
          {t('orderTitle', { id: order.id })}
        </h1>
        <p>
          <Link href={href(`/manage/events/${eventId}/`)}>{t('backToEventDashboard', { name: order.event_name })}</Link>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('buyer')}</dt>
            <dd>
              {order.buyer.name ?? '—'}
              {order.buyer.email ? <> · {order.buyer.email}</> : null}
            </dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>{orderStatus(order.status)}</dd>
          </div>
          <div>
            <dt>{t('total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
          {order.refunded.value > 0 ? (
            <div>
              <dt>{t('refundedSoFar')}</dt>
              <dd>{money(order.refunded)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('placed')}</dt>
            <dd>{when(order.created)}</dd>
          </div>
        </dl>
        {page.can_act ? (
          <OrderActions eventId={Number(eventId)} orderId={order.id} status={order.status} total={money(order.total)} />
        ) : (
          <p>{t('staffReadOnly')}</p>
        )}
        <section aria-labelledby="tickets-heading" className={styles.section}>
          <h2 id="tickets-heading">{t('tickets')}</h2>
          {order.tickets.length === 0 ? (
            <p>{t('noTicketsIssued')}</p>
          ) : (
            <TableScroll label={t('tickets')}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('ticket')}</th>
                    <th scope="col">{t('ticketType')}</th>
                    <th scope="col">{t('name')}</th>
                    <th scope="col">{t('status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.tickets.map((k) => (
                    <tr key={k.id}>
                      <th scope="row">{k.printed_code}</th>
                      <td>{order.lines.find((l) => l.ticket_class_id === k.ticket_class_id)?.name ?? ''}</td>
                      <td>{k.attendee_name ?? order.buyer.name ?? ''}</td>
                      <td>{k.checked_in_at ? t('checkedInAt', { when: when(k.checked_in_at) }) : ticketStatus(k.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
        {order.answers.length > 0 ? (
          <section aria-labelledby="answers-heading" className={styles.section}>
            <h2 id="answers-heading">{t('answersHeading')}</h2>
            {orderAnswers.length > 0 ? (
              <>
                <h3>{t('orderAnswers')}</h3>
                <dl className={styles.facts}>
                  {orderAnswers.map((a) => (
                    <div key={a.question_id}>
                      <dt>{a.label}</dt>
                      <dd>{answerText(a.value)}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
            {ticketAnswers.map(({ ticket, answers }) => (
              <div key={ticket.id}>
                <h3>
                  {ticket.printed_code} · {order.lines.find((l) => l.ticket_class_id === ticket.ticket_class_id)?.name ?? ''}
                  {ticket.attendee_name ? ` · ${ticket.attendee_name}` : ''}
                </h3>
                <dl className={styles.facts}>
                  {answers.map((a) => (
                    <div key={a.question_id}>
                      <dt>{a.label}</dt>
                      <dd>{answerText(a.value)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </section>
        ) : null}
        <section aria-labelledby="history-heading" className={styles.section}>
          <h2 id="history-heading">{t('historyHeading')}</h2>
          <OrderHistory
            entries={page.history.map((e) => ({
              ...e,
              when: when(e.created),
              amountText: e.amount ? money(e.amount) : null,
              ticketCode: e.ticket_id ? (codes.get(e.ticket_id) ?? '') : '',
            }))}
          />
        </section>
      </main>
    </WithCreatorTexts>
  )
}
