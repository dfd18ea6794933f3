import type { Metadata } from 'next'
import styles from '@/components/account/forms.module.css'
import { InterestsPicker } from '@/components/account/interests-picker'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { getInterests } from '@/core/social/get-interests'
import { getDeps } from '@/server/get-deps'
import { interestOptions } from '@/server/interest-options'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Interests', robots: { index: false } }

type Props = { searchParams: Promise<{ mode?: string | string[]; referrer?: string | string[] }> }

// Spec §2: /u/interests/tags/?mode=detached&referrer={current url} picks interests and goes back.
export default async function InterestTagsPage({ searchParams }: Props) {
  const query = await searchParams
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const detached = first(query.mode) === 'detached'
  const referrer = computeSafeReferrer(first(query.referrer))
  const self = `/u/interests/tags/?${new URLSearchParams({ ...(detached ? { mode: 'detached' } : {}), referrer }).toString()}`
  const viewer = await requirePageViewer(self)
  const initial = await getInterests(await getDeps(), { userId: viewer.id })
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Pick your interests
      </h1>
      {detached ? (
        <p>
          Choose what you like, then save to go back. <a href={referrer}>Skip for now</a>
        </p>
      ) : null}
      <InterestsPicker publicId={viewer.publicId} options={interestOptions()} initial={initial} returnTo={detached ? referrer : null} />
    </main>
  )
}
