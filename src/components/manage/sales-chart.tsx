// Sales over time on the event dashboard (issue 20, issue 38 point 15): a server-rendered bar chart of
// tickets sold per day with a titled count axis and dated day axis, drawn in HTML so its words keep their
// size on a phone; screen readers get its summary as the picture's name and the exact numbers in the table.
import { useLocale, useTranslations } from 'next-intl'
import { computeSalesChartScale, type SalesDay } from '@/core/creators/sales-chart-scale'
import { formatMoney } from '@/core/money/money'
import { TableScroll } from './table-scroll'
import styles from './manage.module.css'

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function SalesChart({ days, currency }: { days: SalesDay[]; currency: string }) {
  const t = useTranslations('manage')
  const locale = useLocale()
  if (days.length === 0) return <p>{t('noSales')}</p>
  const scale = computeSalesChartScale(days)
  // A day ("2026-12-20") written the page's way, as a calendar date (UTC noon: the day itself, in any zone).
  const dayText = (day: string, year = true) =>
    DAY.test(day) ? new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}) }) : day
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const first = scale.bars[0]!.day
  const last = scale.bars[scale.bars.length - 1]!.day
  const summary =
    first === last
      ? t('chartSummaryOneDay', { tickets: scale.tickets, net: money(scale.netMinor), from: dayText(first) })
      : t('chartSummary', {
          tickets: scale.tickets,
          net: money(scale.netMinor),
          from: dayText(first),
          to: dayText(last),
          best: dayText(scale.best.day),
          bestTickets: scale.best.tickets,
        })
  const percent = (n: number) => `${(n / scale.top) * 100}%`
  return (
    <>
      <figure className={styles.chartFigure}>
        <figcaption>
          <span className={styles.chartTitle}>{t('chartTitle')}</span>
          <span className={styles.note}>{summary}</span>
        </figcaption>
        {/* One picture for assistive technology: its name is the summary; the table below has every number. */}
        <div className={styles.chart} role="img" aria-label={`${t('chartTitle')}. ${summary}`}>
          <span className={styles.chartAxisTitle}>{t('chartCountAxis')}</span>
          <div className={styles.chartArea}>
            <div className={styles.chartTicks}>
              {scale.ticks.map((tick) => (
                <span key={tick} style={{ bottom: percent(tick) }}>
                  {tick.toLocaleString(locale)}
                </span>
              ))}
            </div>
            <div className={styles.chartPlot}>
              {scale.ticks.map((tick) => (
                <span key={tick} className={styles.chartGridline} style={{ bottom: percent(tick) }} />
              ))}
              {scale.bars.map((d) => (
                <span key={d.day} className={styles.chartSlot} title={t('chartBar', { day: dayText(d.day), tickets: d.tickets, net: money(d.netMinor) })}>
                  <span className={styles.chartBar} style={{ height: percent(d.tickets) }} />
                </span>
              ))}
            </div>
            <div className={styles.chartDates}>
              {scale.labelled.map((i) => {
                // With several bars the first and last dates align with the plot's edges, so none spills
                // out of it; the others (and a lone bar's) sit under their bar's middle.
                const edge = scale.bars.length === 1 ? null : i === 0 ? styles.chartDateFirst : i === scale.bars.length - 1 ? styles.chartDateLast : null
                return (
                  <span key={i} className={edge ?? styles.chartDate} style={edge ? undefined : { left: `${((i + 0.5) / scale.bars.length) * 100}%` }}>
                    {dayText(scale.bars[i]!.day, false)}
                  </span>
                )
              })}
            </div>
          </div>
          <span className={styles.chartAxisTitle}>{t('chartDayAxis')}</span>
        </div>
      </figure>
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
                <th scope="row">{dayText(d.day)}</th>
                <td>{d.tickets}</td>
                <td>{money(d.netMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  )
}
