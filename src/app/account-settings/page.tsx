import type { Metadata } from 'next'
import { AccountSettingsForms } from '@/components/account/account-settings-forms'
import styles from '@/components/account/forms.module.css'
import { getAccountSettings } from '@/core/accounts/get-account-settings'
import { getDeps } from '@/server/get-deps'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Account settings', robots: { index: false } }

export default async function AccountSettingsPage() {
  const viewer = await requirePageViewer('/account-settings/')
  const settings = await getAccountSettings(await getDeps(), { userId: viewer.id })
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        Account settings
      </h1>
      <AccountSettingsForms {...settings} />
    </main>
  )
}
