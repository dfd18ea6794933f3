import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import Link from 'next/link'
import { ResetPasswordForm } from '@/components/account/reset-password-form'
import styles from '@/components/account/forms.module.css'
import { getHrefLocalizer } from '@/server/localized-path'

// The token is in this page's URL: no Referer may carry it to another site.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('pages.resetTitle'), robots: { index: false }, referrer: 'no-referrer' }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const [t, auth, messages, locale, inLanguage] = await Promise.all([getTranslations('account.pages'), getTranslations('auth'), getMessages(), getLocale(), getHrefLocalizer()])
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('resetTitle')}
      </h1>
      {token ? (
        <ResetPasswordForm
          token={token}
          strength={messages.settings.strength}
          errors={locale.startsWith('en') ? null : messages.settings.errors}
          texts={{
            newPassword: t('newPassword'),
            hint: auth('passwordHint', { min: PASSWORD_MIN_LENGTH }),
            saving: t('saving'),
            setNewPassword: t('setNewPassword'),
          }}
        />
      ) : (
        <p>{t.rich('resetIncomplete', { link: (chunks) => <Link href={inLanguage('/signin/forgot-password/')}>{chunks}</Link> })}</p>
      )}
    </main>
  )
}
