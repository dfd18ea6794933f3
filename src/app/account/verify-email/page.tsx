import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { VerifyEmailForm } from '@/components/account/verify-email-form'
import styles from '@/components/account/forms.module.css'

// The token is in this page's URL: no Referer may carry it to another site.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('pages.verifyTitle'), robots: { index: false }, referrer: 'no-referrer' }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const [t, messages, locale] = await Promise.all([getTranslations('account.pages'), getMessages(), getLocale()])
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('verifyTitle')}
      </h1>
      {token ? (
        <VerifyEmailForm
          token={token}
          errors={locale.startsWith('en') ? null : messages.settings.errors}
          texts={{ verified: t('verified'), confirming: t('confirming'), confirmEmail: t('confirmEmail') }}
        />
      ) : (
        <p>{t('verifyIncomplete')}</p>
      )}
    </main>
  )
}
