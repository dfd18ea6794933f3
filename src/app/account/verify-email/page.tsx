import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { localizeAccountOutcome } from '@/components/account/localize-account-outcome'
import { VerifyEmailForm } from '@/components/account/verify-email-form'
import styles from '@/components/account/forms.module.css'
import { readPageFormState } from '@/server/forms/page-form-outcome'

// The token is in this page's URL: no Referer may carry it to another site. Our own server may see it (it
// has the token anyway): the plain form's post then carries its Origin and the page's language.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('pages.verifyTitle'), robots: { index: false }, referrer: 'same-origin' }
}

type Props = { searchParams: Promise<{ token?: string | string[]; outcome?: string | string[] }> }

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const [t, messages, locale] = await Promise.all([getTranslations('account.pages'), getMessages(), getLocale()])
  const { outcome, csrfToken } = await readPageFormState('verify-email', (await searchParams).outcome)
  // The API's refusals in the page's language; an English page shows the API's own words (decision 035).
  const errors = locale.startsWith('en') ? null : messages.settings.errors
  // Without scripts the button posts the page's own address (html-form.ts), token included.
  const plain = { action: `/account/verify-email/?token=${encodeURIComponent(token)}`, csrfToken, outcome: outcome && errors ? localizeAccountOutcome(outcome, errors) : outcome }
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('verifyTitle')}
      </h1>
      {token ? (
        <VerifyEmailForm
          token={token}
          plain={plain}
          errors={errors}
          texts={{ verified: t('verified'), confirming: t('confirming'), confirmEmail: t('confirmEmail') }}
        />
      ) : (
        <p>{t('verifyIncomplete')}</p>
      )}
    </main>
  )
}
