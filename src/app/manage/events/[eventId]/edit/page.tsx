import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { computeEditorSubcategoryId, computeEditorTaxonomy } from '@/components/create-event/editor-taxonomy'
import { isStepKey } from '@/components/create-event/editor-types'
import { EventEditor } from '@/components/create-event/event-editor'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getEventForEditing } from '@/core/creators/get-event-for-editing'
import { getTicketingDeps } from '@/server/ticketing'
import { getDeps } from '@/server/get-deps'
import { answerManagePageRefusal } from '@/server/manage-page-refusal'
import { requirePageViewer } from '@/server/viewer'
import styles from '@/components/account/forms.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('create'))('editMetaTitle'), robots: { index: false } }
}

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<{ step?: string | string[] }> }

// The event editor on a saved event (issue 20): only its organizer; anyone else, like an unknown id, 404.
export default async function EditEventPage({ params, searchParams }: Props) {
  const { eventId } = await params
  const viewer = await requirePageViewer(`/manage/events/${eventId}/edit`)
  if (!/^\d{1,9}$/.test(eventId)) notFound()
  const step = (await searchParams).step
  let event
  try {
    event = await getEventForEditing({ ...(await getDeps()), secret: (await getTicketingDeps()).secret }, { eventId: Number(eventId), manager: { userId: viewer.id, isStaff: viewer.isStaff } })
  } catch (error) {
    return answerManagePageRefusal(error, eventId)
  }
  const requested = Array.isArray(step) ? step[0] : step
  const { taxonomy, subcategories } = await getMessages()
  return (
    <main className={styles.wide}>
      <WithCreatorTexts editor>
        <EventEditor
          taxonomy={computeEditorTaxonomy(taxonomy, subcategories)}
          initial={{ ...event, subcategoryId: computeEditorSubcategoryId(event.subcategoryId), recurrence: event.schedulePlan, url: null }}
          initialStep={isStepKey(requested) ? requested : 'basics'}
        />
      </WithCreatorTexts>
    </main>
  )
}
