import type { Metadata } from 'next'
import { useMessages } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { computeEditorTaxonomy } from '@/components/create-event/editor-taxonomy'
import { EventEditor } from '@/components/create-event/event-editor'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { requirePageViewer } from '@/server/viewer'
import styles from '@/components/account/forms.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('create'))('createTitle'), robots: { index: false } }
}

// Spec §2 "/manage/events/create (from scratch)": the event editor, which saves a draft at its first step.
export default async function CreateEventPage() {
  await requirePageViewer('/manage/events/create')
  return <CreateEventView />
}

function CreateEventView() {
  const { taxonomy, subcategories } = useMessages()
  return (
    <main className={styles.wide}>
      <WithCreatorTexts editor>
        <EventEditor taxonomy={computeEditorTaxonomy(taxonomy, subcategories)} initial={null} initialStep="basics" />
      </WithCreatorTexts>
    </main>
  )
}
