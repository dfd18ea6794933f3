import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import styles from '@/components/account/forms.module.css'
import { InterestsPicker } from '@/components/account/interests-picker'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { getInterests } from '@/core/social/get-interests'
import { getDeps } from '@/server/get-deps'
import { interestOptions } from '@/server/interest-options'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('interests'))('interests.title'), robots: { index: false } }
}

type Props = { searchParams: Promise<{ mode?: string | string[]; referrer?: string | string[] }> }

// Spec §2: /u/interests/tags/?mode=detached&referrer={current url} picks interests and goes back.
export default async function InterestTagsPage({ searchParams }: Props) {
  const query = await searchParams
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const detached = first(query.mode) === 'detached'
  const referrer = computeSafeReferrer(first(query.referrer))
  const self = `/u/interests/tags/?${new URLSearchParams({ ...(detached ? { mode: 'detached' } : {}), referrer }).toString()}`
  const viewer = await requirePageViewer(self)
  const [initial, messages, locale] = await Promise.all([getInterests(await getDeps(), { userId: viewer.id }), getMessages(), getLocale()])
  const texts = messages.interests.interests
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {texts.tagsTitle}
      </h1>
      {detached ? (
        <p>
          {texts.detachedIntro} <a href={referrer}>{texts.skip}</a>
        </p>
      ) : null}
      <InterestsPicker
        publicId={viewer.publicId}
        options={await interestOptions()}
        initial={initial}
        returnTo={detached ? referrer : null}
        texts={texts}
        errors={locale.startsWith('en') ? null : messages.settings.errors}
      />
    </main>
  )
}
