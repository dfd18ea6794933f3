import type { Metadata } from 'next'
import Link from 'next/link'
import { SignInForm } from '@/components/account/sign-in-form'
import styles from '@/components/account/forms.module.css'
import { resolveSignInReferrer, type ReferrerSearchParams } from '@/server/viewer'

export const metadata: Metadata = { title: 'Log in', robots: { index: false } }

export default async function SignInPage({ searchParams }: { searchParams: ReferrerSearchParams }) {
  const referrer = await resolveSignInReferrer(searchParams)
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        Log in
      </h1>
      <SignInForm referrer={referrer} />
      <p>
        <Link href="/signin/forgot-password/">Forgot password?</Link>
      </p>
      <p>
        New to Tessera? <a href={`/signin/signup?referrer=${encodeURIComponent(referrer)}`}>Sign up</a>
      </p>
    </main>
  )
}
