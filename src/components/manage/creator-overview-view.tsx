// The creator overview (issue 20) as /organizer/overview, /manage/ and /organizations/home show it to a
// signed-in creator: this week's sales, next steps and upcoming events, in the page's language.
import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import type { CreatorOverview } from '@/core/creators/get-creator-overview'
import { formatMoney } from '@/core/money/money'
import { createHrefLocalizer } from '@/core/i18n/localized-href'
import { CreateEventLinks } from './create-event-links'
import { DraftReminderStep } from './draft-reminder-step'
import { MyEventsTable } from './my-events-table'
import { WithCreatorTexts } from './with-creator-texts'
import forms from '@/components/account/forms.module.css'
import styles from './manage.module.css'
import reminders from './my-event-actions.module.css'

/** `pathPrefix`: the page's language subdirectory (getPathPrefix), which every link keeps. */
export function CreatorOverviewView({ title, overview, pathPrefix }: { title: string; overview: CreatorOverview; pathPrefix: string }) {
  const t = useTranslations('manage')
  const href = createHrefLocalizer(pathPrefix)
  const locale = useLocale()
  const sales = overview.weekSales
  return (
    <main className={forms.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {title}
      </h1>
      {overview.organizerName ? <p>{overview.organizerName}</p> : null}
      <CreateEventLinks pathPrefix={pathPrefix}>
        <Link className={forms.secondary} href={href('/myevents/')}>
          {t('allMyEvents')}
        </Link>
        <Link className={forms.secondary} href={href('/contacts/')}>
          {t('contacts')}
        </Link>
      </CreateEventLinks>
      <section aria-labelledby="week-heading" className={styles.section}>
        <h2 id="week-heading">{t('weekSales')}</h2>
        {sales.length === 0 ? (
          <p>{t('noWeekSales')}</p>
        ) : (
          <dl className={styles.stats} aria-label={t('weekSalesLabel')}>
            {sales.map((s) => (
              <div key={s.currency}>
                <dt>{t('weekSalesLine', { tickets: s.tickets, orders: s.orders })}</dt>
                <dd>{formatMoney(s.netMinor, s.currency, locale)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="steps-heading" className={styles.section}>
        <h2 id="steps-heading">{t('nextSteps')}</h2>
        {overview.nextSteps.length === 0 ? (
          <p>{t('allSet')}</p>
        ) : (
          <WithCreatorTexts>
            <ul className={reminders.stepList}>
              {overview.nextSteps.map((step) => (
                <li key={step.key}>
                  {/* A draft's reminder can be dismissed (issue 38 point 15, decision 056). */}
                  {step.kind === 'draft' && step.eventId !== undefined ? (
                    <DraftReminderStep
                      eventId={step.eventId}
                      href={href(step.href)}
                      texts={{ step: t('steps.draft', { name: step.name }), dismiss: t('dismissReminder'), dismissName: t('dismissReminderName', { name: step.name }), dismissed: t('reminderDismissed') }}
                    />
                  ) : (
                    <Link href={href(step.href)}>{t(`steps.${step.kind}`, { name: step.name })}</Link>
                  )}
                </li>
              ))}
            </ul>
          </WithCreatorTexts>
        )}
      </section>
      <MyEventsTable id="upcoming-heading" title={t('upcoming')} events={overview.upcoming} empty={t('noUpcoming')} pathPrefix={pathPrefix} />
    </main>
  )
}
