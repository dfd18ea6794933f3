import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { TableScroll } from '@/components/manage/table-scroll'
import styles from '@/components/manage/manage.module.css'
import { listMyContacts } from '@/core/creators/list-my-contacts'
import { getDeps } from '@/server/get-deps'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('contacts'), robots: { index: false } }
}

// Issue 20: the people who bought tickets to my events, one per email address, exportable as CSV. Only
// ever the viewer's own events.
export default async function ContactsPage() {
  const viewer = await requirePageViewer('/contacts/')
  const [contacts, t, locale] = await Promise.all([listMyContacts(await getDeps(), { userId: viewer.id }), getTranslations('manage'), getLocale()])
  return (
    <SimpleAccountPage title={t('contacts')}>
      {contacts.length === 0 ? (
        <p>{t('contactsIntroEmpty')}</p>
      ) : (
        <>
          <p>
            {t('contactsCount', { count: contacts.length })}{' '}
            <a href="/api/v3/users/me/contacts.csv" download>
              {t('exportContacts')}
            </a>
          </p>
          <TableScroll label={t('contacts')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('email')}</th>
                  <th scope="col">{t('orders')}</th>
                  <th scope="col">{t('tickets')}</th>
                  <th scope="col">{t('events')}</th>
                  <th scope="col">{t('lastOrder')}</th>
                </tr>
              </thead>
              <tbody>
                {contacts.map((c) => (
                  <tr key={c.email}>
                    <th scope="row">{c.name ?? '—'}</th>
                    <td>{c.email}</td>
                    <td>{c.orders}</td>
                    <td>{c.tickets}</td>
                    <td>{c.events}</td>
                    <td>{c.lastOrderAt.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </SimpleAccountPage>
  )
}
