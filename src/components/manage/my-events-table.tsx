// One group of /myevents/ (drafts, upcoming, past or cancelled) as a table: the event, its date in its own
// zone, its status (event-list-status.ts), tickets sold of capacity, and revenue (gross, refunds, net),
// with the organizer's actions (on /myevents/ also Duplicate, and Delete for a draft: issue 38 point 15);
// words, dates and money in the page's language.
import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { computeCopyName } from '@/core/creators/creator-rules'
import type { MyEventSummary } from '@/core/creators/list-my-events'
import { formatMoney } from '@/core/money/money'
import { createHrefLocalizer } from '@/core/i18n/localized-href'
import forms from '@/components/account/forms.module.css'
import { MyEventActions, type MyEventActionsTexts } from './my-event-actions'
import { TableScroll } from './table-scroll'
import styles from './manage.module.css'

function formatStart(e: MyEventSummary, locale: string): string {
  return e.startAt.toLocaleString(locale, { timeZone: e.timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
}

type MyEventsTableProps = {
  id: string
  title: string
  events: MyEventSummary[]
  empty: string
  pathPrefix: string
  /** Duplicate and Delete in each row (inside WithCreatorTexts and MyEventsNotice, as /myevents/ has them). */
  copyAndDelete?: boolean
}

/** `pathPrefix`: the page's language subdirectory (getPathPrefix), which every link keeps. */
export function MyEventsTable({ id, title, events, empty, pathPrefix, copyAndDelete = false }: MyEventsTableProps) {
  const t = useTranslations('manage')
  const actionTexts = (name: string): MyEventActionsTexts => ({
    duplicate: t('duplicate'),
    duplicateName: t('duplicateEvent', { name }),
    duplicating: t('duplicating'),
    copyName: computeCopyName(name, t.raw('copyOf') as string),
    delete: t('deleteDraft'),
    deleteName: t('deleteDraftName', { name }),
    deleteQuestion: t('deleteDraftQuestion', { name }),
    deleteNote: t('deleteDraftNote'),
    deleteConfirm: t('deleteDraftConfirm'),
    keep: t('keepDraft'),
    deleted: t('draftDeleted', { name }),
  })
  const href = createHrefLocalizer(pathPrefix)
  const locale = useLocale()
  const hidden = (chunks: React.ReactNode) => <span className={styles.visuallyHidden}>{chunks}</span>
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{t('tableHeading', { title, count: events.length })}</h2>
      {events.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <TableScroll label={t('tableLabel', { title })}>
          <table className={`${styles.table} ${styles.stacked}`}>
            <thead>
              <tr>
                <th scope="col">{t('event')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('sold')}</th>
                <th scope="col">{t('revenue')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    {e.status === 'draft' ? e.name : <Link href={href(e.url)}>{e.name}</Link>}
                    {/* A team's event (decision 061) says whose it is. */}
                    {e.teamOrganizerName ? <span className={styles.caption}> · {t('teamEventOf', { organization: e.teamOrganizerName })}</span> : null}
                  </th>
                  <td data-label={t('date')}>{e.numDates > 1 ? t('moreDates', { date: formatStart(e, locale), count: e.numDates - 1 }) : formatStart(e, locale)}</td>
                  <td data-label={t('status')} className={e.listStatus === 'cancelled' ? styles.cancelledStatus : undefined}>{t(`eventStatus.${e.listStatus}`)}</td>
                  <td data-label={t('sold')}>
                    {e.sold}/{e.capacity}
                  </td>
                  <td data-label={t('revenue')}>
                    {formatMoney(e.netMinor, e.currency, locale)}
                    {e.refundsMinor > 0 ? t('salesAndRefunds', { sales: formatMoney(e.ticketSalesMinor, e.currency, locale), refunds: formatMoney(e.refundsMinor, e.currency, locale) }) : ''}
                  </td>
                  <td className={styles.actionsCell}>
                    <div className={styles.rowActions}>
                    {/* A cancelled event has nothing left to edit or check in: its dashboard keeps its orders. */}
                    {e.listStatus === 'cancelled' ? null : (
                      <Link className={forms.secondary} href={href(`/manage/events/${e.id}/edit`)}>
                        {t('edit')}
                        <span className={styles.visuallyHidden}> {e.name}</span>
                      </Link>
                    )}
                    {e.listStatus === 'draft' ? null : (
                      <Link className={forms.secondary} href={href(`/manage/events/${e.id}/`)}>
                        {t.rich('dashboardOf', { name: e.name, hidden })}
                      </Link>
                    )}
                    {e.listStatus === 'draft' || e.listStatus === 'cancelled' ? null : (
                      <Link className={forms.secondary} href={href(`/manage/events/${e.id}/check-in`)}>
                        {t.rich('checkInFor', { name: e.name, hidden })}
                      </Link>
                    )}
                    {copyAndDelete ? <MyEventActions eventId={e.id} draft={e.listStatus === 'draft'} texts={actionTexts(e.name)} /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
