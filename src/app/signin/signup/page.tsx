import type { Metadata } from 'next'
import { SignUpForm } from '@/components/account/sign-up-form'
import styles from '@/components/account/forms.module.css'
import { resolveSignInReferrer, type ReferrerSearchParams } from '@/server/viewer'

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } }

export default async function SignUpPage({ searchParams }: { searchParams: ReferrerSearchParams }) {
  const referrer = await resolveSignInReferrer(searchParams)
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
