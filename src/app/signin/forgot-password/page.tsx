import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { ForgotPasswordForm } from '@/components/account/forgot-password-form'
import styles from '@/components/account/forms.module.css'
import { getHrefLocalizer } from '@/server/localized-path'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('pages.forgotTitle'), robots: { index: false } }
}

export default async function ForgotPasswordPage() {
  const [t, auth, messages, locale, inLanguage] = await Promise.all([getTranslations('account.pages'), getTranslations('auth'), getMessages(), getLocale(), getHrefLocalizer()])
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('forgotTitle')}
      </h1>
      <p>{t('forgotIntro')}</p>
      <ForgotPasswordForm
        errors={locale.startsWith('en') ? null : messages.settings.errors}
        texts={{ emailAddress: auth('emailAddress'), sent: t('sent'), sending: t('sending'), emailMeLink: t('emailMeLink') }}
      />
      <p>{t.rich('remembered', { link: (chunks) => <Link href={inLanguage('/signin/')}>{chunks}</Link> })}</p>
    </main>
  )
}
