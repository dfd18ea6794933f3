// Sales over time on the event dashboard (issue 20): a server-rendered bar chart of tickets sold per day,
// with the same numbers in a table for screen readers and anyone who wants them exactly.
import { useLocale, useTranslations } from 'next-intl'
import { formatMoney } from '@/core/money/money'
import { TableScroll } from './table-scroll'
import styles from './manage.module.css'

/** A day of payment: the tickets its orders still hold and their net ticket money (from the ledger). */
export type SalesDay = { day: string; tickets: number; netMinor: number }

const WIDTH = 600
const HEIGHT = 160

export function SalesChart({ days, currency }: { days: SalesDay[]; currency: string }) {
  const t = useTranslations('manage')
  const locale = useLocale()
  if (days.length === 0) return <p>{t('noSales')}</p>
  const max = Math.max(...days.map((d) => d.tickets), 1)
  const slot = WIDTH / days.length
  const bar = Math.max(2, Math.min(40, slot * 0.7))
  // A day ("2026-12-20") written the page's way, as a calendar date.
  const dayText = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' })
  return (
    <>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} role="img" aria-labelledby="sales-chart-title">
        <title id="sales-chart-title">{t('chartTitle')}</title>
        {days.map((d, i) => {
          const h = Math.round((d.tickets / max) * HEIGHT)
          return <rect key={d.day} x={i * slot + (slot - bar) / 2} y={HEIGHT - h} width={bar} height={h} fill="#3659e3" />
        })}
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#6f7287" />
      </svg>
      <TableScroll label={t('salesPerDay')}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('salesPerDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('tickets')}</th>
              <th scope="col">{t('netTicketMoney')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{/^\d{4}-\d{2}-\d{2}$/.test(d.day) ? dayText(d.day) : d.day}</th>
                <td>{d.tickets}</td>
                <td>{formatMoney(d.netMinor, currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  )
}
