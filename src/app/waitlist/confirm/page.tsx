import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { ConfirmWaitlistForm } from '@/components/checkout/confirm-waitlist-form'
import styles from '@/components/account/forms.module.css'

// The token is in this page's URL: no Referer may carry it to another site.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('checkout'))('waitlistConfirmTitle'), robots: { index: false }, referrer: 'no-referrer' }
}

type Props = { searchParams: Promise<{ entry?: string | string[]; token?: string | string[] }> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The page the wait-list's confirmation email links to (decision 048). */
export default async function ConfirmWaitlistPage({ searchParams }: Props) {
  const params = await searchParams
  const entryId = first(params.entry)
  const token = first(params.token)
  const [messages, locale] = await Promise.all([getMessages(), getLocale()])
  const t = messages.checkout
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t.waitlistConfirmTitle}
      </h1>
      {/^\d{1,12}$/.test(entryId) && token ? (
        <>
          <p>{t.waitlistConfirmIntro}</p>
          <ConfirmWaitlistForm
            entryId={entryId}
            token={token}
            english={locale.startsWith('en')}
            texts={{ button: t.waitlistConfirmButton, confirming: t.waitlistConfirming, joined: t.waitlistJoined, errors: t.errors }}
          />
        </>
      ) : (
        <p>{t.waitlistConfirmIncomplete}</p>
      )}
    </main>
  )
}
