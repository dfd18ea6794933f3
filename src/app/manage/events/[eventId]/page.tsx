import type { Metadata } from 'next'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ApprovalList } from '@/components/manage/approval-list'
import { EmailAttendeesForm } from '@/components/manage/email-attendees-form'
import { EventStatusActions } from '@/components/manage/event-status-actions'
import { OrderActions } from '@/components/manage/order-actions'
import { SalesChart } from '@/components/manage/sales-chart'
import { TicketRefundButton } from '@/components/manage/ticket-refund-button'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getEventDashboard } from '@/core/creators/get-event-dashboard'
import { listEventAttendees } from '@/core/creators/list-event-attendees'
import { listEventOrders } from '@/core/creators/list-event-orders'
import { formatMoney } from '@/core/money/money'
import { getDeps } from '@/server/get-deps'
import { answerManagePageRefusal } from '@/server/manage-page-refusal'
import { getHrefLocalizer } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'
import forms from '@/components/account/forms.module.css'
import { TableScroll } from '@/components/manage/table-scroll'
import styles from '@/components/manage/manage.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('dashboardTitle'), robots: { index: false } }
}

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<{ q?: string | string[] }> }

// Issue 20's per-event dashboard: the organizer (staff read-only) sees sales, revenue, orders with search
// and attendees; anyone else, like an unknown id, gets 404.
export default async function EventDashboardPage({ params, searchParams }: Props) {
  const { eventId } = await params
  const viewer = await requirePageViewer(`/manage/events/${eventId}/`)
  if (!/^\d{1,9}$/.test(eventId)) notFound()
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? ''
  const deps = await getDeps()
  const manager = { userId: viewer.id, isStaff: viewer.isStaff }
  const id = Number(eventId)
  let dashboard
  try {
    dashboard = await getEventDashboard(deps, { eventId: id, manager })
  } catch (error) {
    return answerManagePageRefusal(error, eventId)
  }
  const approvals = dashboard.approvals
  const hasApprovals = approvals.awaiting + approvals.approved + approvals.declined > 0
  const [orders, attendees, pending] = await Promise.all([
    listEventOrders(deps, { eventId: id, manager, q, page: 1, pageSize: 50 }),
    listEventAttendees(deps, { eventId: id, manager }),
    // Registrations awaiting the organizer (decision 064), oldest decisions first to come.
    approvals.awaiting > 0 ? listEventOrders(deps, { eventId: id, manager, status: 'pending_approval', page: 1, pageSize: 100 }) : null,
  ])
  const [t, actions, locale, href] = await Promise.all([
    getTranslations('manage'),
    getTranslations('actions'),
    getLocale(),
    getHrefLocalizer(),
  ])
  const money = (minor: number) => formatMoney(minor, dashboard.currency, locale)
  // A status the catalog names (paid, partially refunded, …), else its own word.
  const orderStatus = (status: string) =>
    t.has(`orderStatus.${status}` as 'orderStatus.paid')
      ? t(`orderStatus.${status}` as 'orderStatus.paid')
      : status.replace('_', ' ')
  const ticketStatus = (status: string) =>
    actions.has(`ticketStatus.${status}` as 'ticketStatus.valid')
      ? actions(`ticketStatus.${status}` as 'ticketStatus.valid')
      : status
  const sold = dashboard.classes.reduce((n, c) => n + c.sold, 0)
  const capacity = dashboard.classes.reduce((n, c) => n + c.capacity, 0)
  return (
    <WithCreatorTexts>
      <main className={forms.wide}>
        <h1 id="page-content" tabIndex={-1}>
          {dashboard.name}
        </h1>
        <p className={dashboard.listStatus === 'cancelled' ? styles.cancelledStatus : undefined}>
          {t('eventStatusLine', { status: t(`eventStatus.${dashboard.listStatus}`) })}
        </p>
        <p className={styles.actions}>
          {dashboard.canWrite ? (
            <Link className={forms.primary} href={href(`/manage/events/${id}/edit`)}>
              {t('editEvent')}
            </Link>
          ) : null}
          {dashboard.status === 'draft' ? null : (
            <Link className={forms.secondary} href={href(dashboard.url)}>
              {t('viewEventPage')}
            </Link>
          )}
          <Link className={forms.secondary} href={href(`/manage/events/${id}/check-in`)}>
            {t('checkIn')}
          </Link>
          <Link className={forms.secondary} href={href(`/manage/events/${id}/waiting-room/`)}>
            {t('waitingRoom.link')}
          </Link>
          <Link className={forms.secondary} href={href('/myevents/')}>
            {t('allMyEvents')}
          </Link>
        </p>
        {dashboard.canWrite ? null : <p>{t('staffReadOnly')}</p>}
        {dashboard.canWrite ? (
          <EventStatusActions
            eventId={id}
            status={dashboard.status}
            canUnpublish={dashboard.unpublish === 'allowed'}
            unpublishNote={dashboard.unpublish === 'has_sales' ? t('unpublishHasSales') : dashboard.unpublish === 'allowed' ? t('unpublishAllowed') : null}
          />
        ) : null}
        <dl className={styles.stats} aria-label={t('totals')}>
          <div>
            <dt>{t('ticketsSold')}</dt>
            <dd>
              {sold}/{capacity}
            </dd>
          </div>
          <div>
            <dt>{t('ticketSales')}</dt>
            <dd>{money(dashboard.ticketSalesMinor)}</dd>
          </div>
          <div>
            <dt>{t('refunds')}</dt>
            <dd>{money(dashboard.refundsMinor)}</dd>
          </div>
          <div>
            <dt>{t('netToYou')}</dt>
            <dd>{money(dashboard.netMinor)}</dd>
          </div>
          <div>
            <dt>{t('buyerFees')}</dt>
            <dd>{money(dashboard.buyerFeesMinor)}</dd>
          </div>
          {dashboard.taxMinor === 0 ? null : (
            <div>
              <dt>{t('taxCollected')}</dt>
              <dd>{money(dashboard.taxMinor)}</dd>
            </div>
          )}
          {hasApprovals ? (
            <>
              <div>
                <dt>{t('awaitingApproval')}</dt>
                <dd>{approvals.awaiting}</dd>
              </div>
              <div>
                <dt>{t('approvedCount')}</dt>
                <dd>{approvals.approved}</dd>
              </div>
              <div>
                <dt>{t('declinedCount')}</dt>
                <dd>{approvals.declined}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>{t('pageViews')}</dt>
            <dd>{dashboard.pageViews.toLocaleString(locale)}</dd>
          </div>
          <div>
            <dt>{t('conversion')}</dt>
            <dd>
              {dashboard.conversionPercent === null
                ? t('noViews')
                : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
                    dashboard.conversionPercent / 100,
                  )}
            </dd>
          </div>
        </dl>
        <p className={styles.note}>{t('moneyNote')}</p>
        <p className={styles.note}>{t('conversionNote', { clicks: dashboard.cardClicks })}</p>
        {hasApprovals ? (
          <section aria-labelledby="approvals-heading" className={styles.section}>
            <h2 id="approvals-heading">{t('approvalsHeading', { count: approvals.awaiting })}</h2>
            <p className={styles.note}>{t('approvalsIntro')}</p>
            {pending && pending.orders.length > 0 ? (
              dashboard.canWrite ? (
                <ApprovalList
                  eventId={id}
                  registrations={pending.orders.map((o) => ({ id: o.id, name: o.name, email: o.email, quantity: o.quantity, total: o.costs.gross.display }))}
                />
              ) : (
                <ul>
                  {pending.orders.map((o) => (
                    <li key={o.id}>
                      #{o.id} {o.name} · {o.email}
                    </li>
                  ))}
                </ul>
              )
            ) : (
              <p>{t('noApprovals')}</p>
            )}
          </section>
        ) : null}
        <section aria-labelledby="classes-heading" className={styles.section}>
          <h2 id="classes-heading">{t('perType')}</h2>
          <TableScroll label={t('perType')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('ticketType')}</th>
                  <th scope="col">{t('sold')}</th>
                  <th scope="col">{t('capacity')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.classes.map((c) => (
                  <tr key={c.name}>
                    <th scope="row">{c.name}</th>
                    <td>{c.sold}</td>
                    <td>{c.capacity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
        <section aria-labelledby="sales-heading" className={styles.section}>
          <h2 id="sales-heading">{t('salesOverTime')}</h2>
          <SalesChart days={dashboard.days} currency={dashboard.currency} />
        </section>
        <section aria-labelledby="orders-heading" className={styles.section}>
          <h2 id="orders-heading">{t('ordersHeading', { count: orders.pagination.object_count })}</h2>
          <form className={styles.search} role="search" aria-label={t('orders')}>
            <label htmlFor="orders-q">{t('searchOrders')}</label>
            <div className={styles.searchRow}>
              <input id="orders-q" name="q" type="search" defaultValue={q} maxLength={100} />
              <button type="submit" className={forms.secondary}>
                {t('search')}
              </button>
            </div>
          </form>
          {orders.orders.length === 0 ? (
            <p>{q ? t('noOrdersMatch') : t('noOrders')}</p>
          ) : (
            <TableScroll label={t('orders')}>
              <table className={`${styles.table} ${styles.stacked}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('order')}</th>
                    <th scope="col">{t('buyer')}</th>
                    <th scope="col">{t('tickets')}</th>
                    <th scope="col">{t('total')}</th>
                    <th scope="col">{t('status')}</th>
                    {dashboard.canWrite ? <th scope="col">{t('actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {orders.orders.map((o) => (
                    <tr key={o.id}>
                      <th scope="row">
                        <Link href={href(`/manage/events/${id}/orders/${o.id}/`)}>#{o.id}</Link>
                      </th>
                      <td data-label={t('buyer')}>
                        {/* One block beside its label in the phone's card layout. */}
                        <span>
                          {o.name}
                          <br />
                          {o.email}
                        </span>
                      </td>
                      <td data-label={t('tickets')}>{o.quantity}</td>
                      <td data-label={t('total')}>{o.costs.gross.display}</td>
                      <td data-label={t('status')}>{orderStatus(o.status)}</td>
                      {dashboard.canWrite ? (
                        <td className={styles.actionsCell}>
                          <OrderActions
                            eventId={id}
                            orderId={o.id}
                            status={o.status}
                            total={o.costs.gross.display}
                          />
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <p>
            <a className={forms.secondary} href={`/api/v3/events/${id}/orders.csv`} download>
              {t('exportOrders')}
            </a>
          </p>
        </section>
        <section aria-labelledby="attendees-heading" className={styles.section}>
          <h2 id="attendees-heading">
            {t('attendeesHeading', { checkedIn: attendees.checked_in, total: attendees.total })}
          </h2>
          <p>
            <a className={forms.secondary} href={`/api/v3/events/${id}/attendees.csv`} download>
              {t('exportAttendees')}
            </a>
          </p>
          {attendees.attendees.length === 0 ? (
            <p>{t('noAttendees')}</p>
          ) : (
            <TableScroll label={t('attendees')}>
              <table className={`${styles.table} ${styles.stacked}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('name')}</th>
                    <th scope="col">{t('ticket')}</th>
                    <th scope="col">{t('order')}</th>
                    <th scope="col">{t('status')}</th>
                    {dashboard.canWrite ? <th scope="col">{t('actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {attendees.attendees.map((a) => (
                    <tr key={a.ticket_code}>
                      <th scope="row">{a.name ?? a.email}</th>
                      <td data-label={t('ticket')}>{a.ticket_class_name}</td>
                      <td data-label={t('order')}>#{a.order_id}</td>
                      <td data-label={t('status')}>{a.checked_in_at ? t('checkedIn') : ticketStatus(a.status)}</td>
                      {dashboard.canWrite ? (
                        <td className={styles.actionsCell}>
                          <TicketRefundButton
                            eventId={id}
                            orderId={a.order_id}
                            ticketId={a.ticket_id}
                            who={a.name ?? a.email ?? `#${a.order_id}`}
                            refundable={a.status === 'valid'}
                          />
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
        {dashboard.canWrite && dashboard.status !== 'draft' ? (
          <section aria-labelledby="email-heading" className={styles.section}>
            <h2 id="email-heading">{t('emailAttendees')}</h2>
            <p>{t('emailAttendeesIntro')}</p>
            <EmailAttendeesForm eventId={id} />
          </section>
        ) : null}
      </main>
    </WithCreatorTexts>
  )
}
