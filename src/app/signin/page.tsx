import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { localizeAccountOutcome } from '@/components/account/localize-account-outcome'
import { SignInForm } from '@/components/account/sign-in-form'
import styles from '@/components/account/forms.module.css'
import { readPageFormState } from '@/server/forms/page-form-outcome'
import { resolveSignInReferrer } from '@/server/viewer'
import { getHrefLocalizer } from '@/server/localized-path'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('logInTitle'), robots: { index: false } }
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ referrer?: string | string[]; outcome?: string | string[] }> }) {
  const referrer = await resolveSignInReferrer(searchParams)
  const { outcome, csrfToken } = await readPageFormState('signin', (await searchParams).outcome)
  const [t, messages, locale, inLanguage] = await Promise.all([getTranslations('auth'), getMessages(), getLocale(), getHrefLocalizer()])
  // The API's refusals in the page's language; an English page shows the API's own words (decision 035).
  const errors = locale.startsWith('en') ? null : messages.settings.errors
  const plain = { action: `/signin/?referrer=${encodeURIComponent(referrer)}`, csrfToken, outcome: outcome && errors ? localizeAccountOutcome(outcome, errors) : outcome }
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('logInTitle')}
      </h1>
      <SignInForm
        referrer={referrer}
        plain={plain}
        errors={errors}
        texts={{ emailAddress: t('emailAddress'), password: t('password'), logIn: t('logIn'), loggingIn: t('loggingIn') }}
      />
      <p>
        <Link href={inLanguage('/signin/forgot-password/')}>{t('forgotPassword')}</Link>
      </p>
      <p>
        {t.rich('newToTessera', {
          link: (chunks) => <a href={inLanguage(`/signin/signup?referrer=${encodeURIComponent(referrer)}`)}>{chunks}</a>,
        })}
      </p>
    </main>
  )
}
