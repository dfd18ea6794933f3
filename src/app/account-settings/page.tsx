import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { AccountSettingsForms } from '@/components/account/account-settings-forms'
import styles from '@/components/account/forms.module.css'
import { getAccountSettings } from '@/core/accounts/get-account-settings'
import { getDeps } from '@/server/get-deps'
import { getLocalizedPath } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title'), robots: { index: false } }
}

export default async function AccountSettingsPage() {
  const viewer = await requirePageViewer('/account-settings/')
  const [settings, messages, locale, homePath] = await Promise.all([
    getAccountSettings(await getDeps(), { userId: viewer.id }),
    getMessages(),
    getLocale(),
    getLocalizedPath('/'),
  ])
  const texts = messages.settings
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {texts.title}
      </h1>
      {/* An English page keeps the API's own words for a refusal; another language reads the catalog's. */}
      <AccountSettingsForms {...settings} texts={texts} errors={locale.startsWith('en') ? null : texts.errors} homePath={homePath} />
    </main>
  )
}
