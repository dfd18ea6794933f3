import { useLocale, useTranslations } from 'next-intl'
import { formatSeriesDate } from '@/core/events/event-date-range'
import type { WaitingRoomNotice } from '@/core/waiting-room/waiting-room-notice'
import styles from './event-page.module.css'

/**
 * The event page's word on an on-sale waiting room (issue 42): when it opens and when the draw is, the
 * button to the waiting page, and the SHA-256 commitment of the draw's seed, published before the
 * pre-queue opens so that nobody (staff included) can pick the order afterwards; once drawn, a link to the
 * seed and the order anyone can recompute (docs/waiting-room.md).
 */
export function WaitingRoomPanel({
  room,
  eventId,
  timeZone,
  href,
  className,
}: {
  room: WaitingRoomNotice
  eventId: string
  timeZone: string
  /** The waiting page, in the page's language. */
  href: string
  /** The class the room lines up for, when it is one class rather than the whole event. */
  className?: string | null
}) {
  const t = useTranslations('checkout.waitingRoom')
  const locale = useLocale()
  const when = (iso: string) => formatSeriesDate(new Date(iso), timeZone, locale)
  return (
    <section className={styles.waitingRoom} aria-labelledby="waiting-room-heading">
      <h3 id="waiting-room-heading">{t('panelHeading')}</h3>
      <p>{className ? t('panelClassIntro', { name: className, time: when(room.onSaleAt) }) : t('panelIntro', { time: when(room.onSaleAt) })}</p>
      {!room.open ? <p>{t('opensAt', { time: when(room.prequeueOpensAt) })}</p> : null}
      <p>
        <a className={styles.primaryButton} href={href}>
          {t('join')}
        </a>
      </p>
      <h4 className={styles.fairHeading}>{t('fairHeading')}</h4>
      <p className={styles.muted}>{room.drawn ? t('fairAfter') : t('fairBefore')}</p>
      <p className={styles.muted}>
        {t('commitmentLabel')}: <code className={styles.commitment}>{room.commitment}</code>
      </p>
      <p className={styles.muted}>
        <a href={`/api/v3/events/${encodeURIComponent(eventId)}/queue/fairness/`}>{t('checkDraw')}</a>
      </p>
    </section>
  )
}
