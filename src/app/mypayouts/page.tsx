import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { PayoutsSettings } from '@/components/manage/payouts-settings'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getOrganizerBalances } from '@/core/payouts/get-organizer-balances'
import { getPayoutMethod } from '@/core/payouts/get-payout-method'
import { listPayouts } from '@/core/payouts/list-payouts'
import { getPayoutSchedule } from '@/core/payouts/payout-schedule-settings'
import { env } from '@/env'
import { getDeps } from '@/server/get-deps'
import { getLocalizedPath } from '@/server/localized-path'
import { getStripeConnect } from '@/server/ticketing'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('payoutsTitle'), robots: { index: false } }
}

// Issue 37 point 3: where the signed-in creator's ticket money goes and when (always the viewer's own).
export default async function MyPayoutsPage() {
  const viewer = await requirePageViewer('/mypayouts/')
  const deps = await getDeps()
  const input = { userId: viewer.id }
  const stripeConnect = getStripeConnect()
  // Coming back from Stripe's onboarding lands here: a pending account is asked about afresh.
  const [method, balances, schedule, payouts] = await Promise.all([getPayoutMethod({ ...deps, stripeConnect }, input), getOrganizerBalances(deps, input), getPayoutSchedule(deps, input), listPayouts(deps, input)])
  const testBankAccounts = !stripeConnect || env().allowTestPayments
  const t = await getTranslations('manage')
  return (
    <SimpleAccountPage title={t('payoutsTitle')}>
      <p>
        {t('payoutsIntro')} <Link href={await getLocalizedPath('/myprofile/')}>{t('profileTitle')}</Link>
      </p>
      <WithCreatorTexts>
        <PayoutsSettings method={method} balances={balances} schedule={schedule} payouts={payouts} stripe={stripeConnect !== null} testBankAccounts={testBankAccounts} />
      </WithCreatorTexts>
    </SimpleAccountPage>
  )
}
