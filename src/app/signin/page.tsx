import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignInForm } from '@/components/account/sign-in-form'
import styles from '@/components/account/forms.module.css'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { getPageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Log in', robots: { index: false } }

type Props = { searchParams: Promise<{ referrer?: string | string[] }> }

export default async function SignInPage({ searchParams }: Props) {
  const raw = (await searchParams).referrer
  const referrer = computeSafeReferrer(Array.isArray(raw) ? raw[0] : raw)
  if (await getPageViewer()) redirect(referrer)
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        Log in
      </h1>
      <SignInForm referrer={referrer} />
      <p>
        New to Tessera? <a href={`/signin/signup?referrer=${encodeURIComponent(referrer)}`}>Sign up</a>
      </p>
    </main>
  )
}
