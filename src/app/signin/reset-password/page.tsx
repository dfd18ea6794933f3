import type { Metadata } from 'next'
import Link from 'next/link'
import { ResetPasswordForm } from '@/components/account/reset-password-form'
import styles from '@/components/account/forms.module.css'

// The token is in this page's URL: no Referer may carry it to another site.
export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        Choose a new password
      </h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p>
          This link is incomplete. <Link href="/signin/forgot-password/">Ask for a new one</Link>.
        </p>
      )}
    </main>
  )
}
