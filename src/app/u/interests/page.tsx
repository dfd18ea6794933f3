import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import styles from '@/components/account/forms.module.css'
import { InterestsPicker } from '@/components/account/interests-picker'
import { getInterests } from '@/core/social/get-interests'
import { getDeps } from '@/server/get-deps'
import { interestOptions } from '@/server/interest-options'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('interests'))('interests.title'), robots: { index: false } }
}

export default async function InterestsPage() {
  const viewer = await requirePageViewer('/u/interests')
  const [initial, messages, locale] = await Promise.all([getInterests(await getDeps(), { userId: viewer.id }), getMessages(), getLocale()])
  const texts = messages.interests.interests
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {texts.title}
      </h1>
      <p>{texts.intro}</p>
      <InterestsPicker
        publicId={viewer.publicId}
        options={await interestOptions()}
        initial={initial}
        returnTo={null}
        texts={texts}
        errors={locale.startsWith('en') ? null : messages.settings.errors}
      />
    </main>
  )
}
