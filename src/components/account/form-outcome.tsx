import type { ApiFormState } from './use-api-form'
import styles from './forms.module.css'

/** A form's error (role="alert") and its success message (a live status region, always present). */
export function FormOutcome({ form, done }: { form: Pick<ApiFormState, 'error'>; done: string | null }) {
  return (
    <>
      {form.error ? (
        <p role="alert" className={styles.error}>
          {form.error}
        </p>
      ) : null}
      <p role="status" className={styles.success}>
        {done ?? ''}
      </p>
    </>
  )
}
