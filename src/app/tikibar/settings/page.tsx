import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageStaff } from '@/server/viewer'

export const metadata: Metadata = { title: 'Tikibar settings', robots: { index: false } }

// Spec §2 staff-only /tikibar/settings/: the staff debugging toolbar's switch. Non-staff get a 404.
export default async function TikibarSettingsPage() {
  const viewer = await requirePageStaff('/tikibar/settings/')
  return (
    <SimpleAccountPage title="Tikibar settings">
      <p>
        Tikibar is the staff debugging bar. It is {viewer.hasTikibar ? 'enabled' : 'not enabled'} for your account
        {viewer.hasTikibar ? '' : '; ask an administrator to run npm run user:make-staff -- your-email --tikibar'}.
      </p>
    </SimpleAccountPage>
  )
}
