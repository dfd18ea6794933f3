import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { SignInForm } from '@/components/account/sign-in-form'
import styles from '@/components/account/forms.module.css'
import { readPageFormState } from '@/server/forms/page-form-outcome'
import { resolveSignInReferrer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('logInTitle'), robots: { index: false } }
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ referrer?: string | string[]; outcome?: string | string[] }> }) {
  const referrer = await resolveSignInReferrer(searchParams)
  const { outcome, csrfToken } = await readPageFormState('signin', (await searchParams).outcome)
  const plain = { action: `/signin/?referrer=${encodeURIComponent(referrer)}`, csrfToken, outcome }
  const t = await getTranslations('auth')
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('logInTitle')}
      </h1>
      <SignInForm
        referrer={referrer}
        plain={plain}
        texts={{ emailAddress: t('emailAddress'), password: t('password'), logIn: t('logIn'), loggingIn: t('loggingIn') }}
      />
      <p>
        <Link href="/signin/forgot-password/">{t('forgotPassword')}</Link>
      </p>
      <p>
        {t.rich('newToTessera', {
          link: (chunks) => <a href={`/signin/signup?referrer=${encodeURIComponent(referrer)}`}>{chunks}</a>,
        })}
      </p>
    </main>
  )
}
