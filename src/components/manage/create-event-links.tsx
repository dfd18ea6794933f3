// The organizer's ways to start an event, as the site's buttons (issue 38 point 15): on /myevents/ and
// the creator overview, which adds its own links after them.
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { createHrefLocalizer } from '@/core/i18n/localized-href'
import forms from '@/components/account/forms.module.css'
import styles from './manage.module.css'

/** `pathPrefix`: the page's language subdirectory (getPathPrefix), which every link keeps. */
export function CreateEventLinks({ pathPrefix, children }: { pathPrefix: string; children?: ReactNode }) {
  const t = useTranslations('manage')
  const href = createHrefLocalizer(pathPrefix)
  return (
    <p className={styles.createLinks}>
      <Link className={forms.primary} href={href('/manage/events/create')}>
        {t('createEvent')}
      </Link>
      <Link className={forms.secondary} href={href('/manage/events/auto-create')}>
        {t('createWithAi')}
      </Link>
      {children}
    </p>
  )
}
