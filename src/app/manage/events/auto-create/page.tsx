import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AutoCreateWizard } from '@/components/create-event/auto-create-wizard'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { requirePageViewer } from '@/server/viewer'
import styles from '@/components/account/forms.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('create'))('autoCreateMetaTitle'), robots: { index: false } }
}

// Spec §2 "/manage/events/auto-create (with AI)": a few answers → a complete draft in the editor.
export default async function AutoCreateEventPage() {
  await requirePageViewer('/manage/events/auto-create')
  const t = await getTranslations('create')
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {t('autoCreateTitle')}
      </h1>
      <WithCreatorTexts editor>
        <AutoCreateWizard />
      </WithCreatorTexts>
    </main>
  )
}
