// What a dashboard action says when it is done or refused, read out by screen readers as it appears.
import styles from './manage.module.css'

export function ActionResult({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      <span role="status" className={styles.done}>
        {done}
      </span>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </>
  )
}
