import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignUpForm } from '@/components/account/sign-up-form'
import styles from '@/components/account/forms.module.css'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { getPageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } }

type Props = { searchParams: Promise<{ referrer?: string | string[] }> }

export default async function SignUpPage({ searchParams }: Props) {
  const raw = (await searchParams).referrer
  const referrer = computeSafeReferrer(Array.isArray(raw) ? raw[0] : raw)
  if (await getPageViewer()) redirect(referrer)
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        Create your account
      </h1>
      <SignUpForm referrer={referrer} />
      <p>
        Already have an account? <a href={`/signin/?referrer=${encodeURIComponent(referrer)}`}>Log in</a>
      </p>
    </main>
  )
}
