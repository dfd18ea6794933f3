import type { Metadata } from 'next'
import styles from '@/components/account/forms.module.css'
import { InterestsPicker } from '@/components/account/interests-picker'
import { getInterests } from '@/core/social/get-interests'
import { getDeps } from '@/server/get-deps'
import { interestOptions } from '@/server/interest-options'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Interests', robots: { index: false } }

export default async function InterestsPage() {
  const viewer = await requirePageViewer('/u/interests')
  const initial = await getInterests(await getDeps(), { userId: viewer.id })
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Interests
      </h1>
      <p>Pick what you like and the &ldquo;For you&rdquo; list on the home page will put those events first.</p>
      <InterestsPicker publicId={viewer.publicId} options={interestOptions()} initial={initial} returnTo={null} />
    </main>
  )
}
