// The organization's activity on /myteam/ (issue 40, decision 068): its audit trail, newest first, each
// entry when, who and what in words, with the settings it changed from what to what. A server component;
// older pages through plain links (`?activity_page=`), so it works without script.
import { getTranslations } from 'next-intl/server'
import type { ActivityPage } from '@/core/creators/list-organization-activity'
import type { TeamRole } from '@/core/creators/team-roles'
import { describeActivity, type Translate } from './activity-words'
import styles from './manage.module.css'

export async function TeamActivity({
  page,
  locale,
  pageHref,
}: {
  page: ActivityPage
  locale: string
  pageHref: (page: number) => string
}) {
  const t = await getTranslations('manage.teamActivity')
  const actions = await getTranslations('actions.team')
  const roles: Record<TeamRole, string> = {
    owner: actions('roles.owner'),
    manager: actions('roles.manager'),
    door: actions('roles.door'),
  }
  const translate = t as unknown as Translate
  const { page_number: number, page_count: count } = page.pagination
  return (
    <section aria-labelledby="team-activity-heading" className={styles.section}>
      <h2 id="team-activity-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {page.activity.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.history} aria-labelledby="team-activity-heading">
          {page.activity.map((entry) => {
            const words = describeActivity(entry, translate, roles)
            const when = new Date(entry.created).toLocaleString(locale, {
              timeZone: 'UTC',
              dateStyle: 'medium',
              timeStyle: 'short',
            })
            return (
              <li key={entry.id}>
                <time dateTime={entry.created}>{when} UTC</time>
                <span className={styles.historyWhat}>
                  {entry.actor ? (entry.actor.name ?? entry.actor.email) : t('deletedAccount')}
                </span>
                {': '}
                {words.what}
                {words.changes.length > 0 ? (
                  <ul className={styles.activityChanges}>
                    {words.changes.map((change, i) => (
                      <li key={i}>{change}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
      {count > 1 ? (
        <nav aria-label={t('pageOf', { page: number, pages: count })} className={styles.activityPages}>
          {number > 1 ? <a href={pageHref(number - 1)}>{t('newer')}</a> : null}
          <span>{t('pageOf', { page: number, pages: count })}</span>
          {page.pagination.has_more_items ? <a href={pageHref(number + 1)}>{t('older')}</a> : null}
        </nav>
      ) : null}
    </section>
  )
}
