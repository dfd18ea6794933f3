import type { Metadata } from 'next'
import Link from 'next/link'
import { ForgotPasswordForm } from '@/components/account/forgot-password-form'
import styles from '@/components/account/forms.module.css'

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false } }

export default function ForgotPasswordPage() {
  return (
    <main className={styles.page}>
      <h1 id="page-content" tabIndex={-1}>
        Forgot your password?
      </h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p>
        Remembered it? <Link href="/signin/">Log in</Link>
      </p>
    </main>
  )
}
