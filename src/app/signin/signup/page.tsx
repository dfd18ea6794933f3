import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import { EMAIL_VERIFICATION_DAYS } from '@/core/accounts/account-emails'
import { localizeAccountOutcome } from '@/components/account/localize-account-outcome'
import { SignUpForm } from '@/components/account/sign-up-form'
import styles from '@/components/account/forms.module.css'
import { readPageFormState } from '@/server/forms/page-form-outcome'
import { resolveSignInReferrer } from '@/server/viewer'
import { getHrefLocalizer } from '@/server/localized-path'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('signUpTitle'), robots: { index: false } }
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ referrer?: string | string[]; outcome?: string | string[] }> }) {
  const referrer = await resolveSignInReferrer(searchParams)
  const { outcome, csrfToken } = await readPageFormState('signup', (await searchParams).outcome)
  const [t, messages, locale, inLanguage] = await Promise.all([getTranslations('auth'), getMessages(), getLocale(), getHrefLocalizer()])
  // The API's refusals in the page's language; an English page shows the API's own words (decision 035).
  const errors = locale.startsWith('en') ? null : messages.settings.errors
  const plain = { action: `/signin/signup/?referrer=${encodeURIComponent(referrer)}`, csrfToken, outcome: outcome && errors ? localizeAccountOutcome(outcome, errors) : outcome }
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('createYourAccount')}
      </h1>
      <SignUpForm
        referrer={referrer}
        startAgainHref={inLanguage(`/signin/signup?referrer=${encodeURIComponent(referrer)}`)}
        plain={plain}
        errors={errors}
        strength={messages.settings.strength}
        texts={{
          fullName: t('fullName'),
          emailAddress: t('emailAddress'),
          password: t('password'),
          passwordHint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }),
          createAccount: t('createAccount'),
          creatingAccount: t('creatingAccount'),
          checkEmailTitle: t('checkEmailTitle'),
          // The form fills in the address it was given.
          checkEmailSent: t('checkEmailSent', { email: '{email}', days: EMAIL_VERIFICATION_DAYS }),
          checkEmailResend: t('checkEmailResend'),
          checkEmailWrong: t('checkEmailWrong'),
          startAgain: t('startAgain'),
        }}
      />
      <p>
        {t.rich('haveAccount', {
          link: (chunks) => <a href={inLanguage(`/signin/?referrer=${encodeURIComponent(referrer)}`)}>{chunks}</a>,
        })}
      </p>
    </main>
  )
}
