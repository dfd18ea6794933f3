import type { Metadata } from 'next'
import { VerifyEmailForm } from '@/components/account/verify-email-form'
import styles from '@/components/account/forms.module.css'

// The token is in this page's URL: no Referer may carry it to another site.
export const metadata: Metadata = { title: 'Confirm your email address', robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        Confirm your email address
      </h1>
      {token ? <VerifyEmailForm token={token} /> : <p>This link is incomplete. Open the link from the email we sent you.</p>}
    </main>
  )
}
