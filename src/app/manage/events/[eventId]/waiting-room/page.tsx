import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { WaitingRoomSettings } from '@/components/manage/waiting-room-settings'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getWaitingRoomSetup } from '@/core/waiting-room/get-waiting-room-setup'
import { getDeps } from '@/server/get-deps'
import { answerManagePageRefusal } from '@/server/manage-page-refusal'
import { getHrefLocalizer } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'
import forms from '@/components/account/forms.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('waitingRoom.link'), robots: { index: false } }
}

type Props = { params: Promise<{ eventId: string }> }

// Issue 42's waiting-room page: the organizer and their managers turn an on-sale waiting room on and
// follow it live; staff read it; door staff go to their check-in desk; anyone else 404.
export default async function WaitingRoomPage({ params }: Props) {
  const { eventId } = await params
  const viewer = await requirePageViewer(`/manage/events/${eventId}/waiting-room`)
  if (!/^\d{1,9}$/.test(eventId)) notFound()
  let setup
  try {
    setup = await getWaitingRoomSetup(await getDeps(), { eventId: Number(eventId), manager: { userId: viewer.id, isStaff: viewer.isStaff } })
  } catch (error) {
    return answerManagePageRefusal(error, eventId)
  }
  const [t, href] = await Promise.all([getTranslations('manage'), getHrefLocalizer()])
  const { event } = setup
  return (
    <main className={forms.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {t('waitingRoom.title', { name: event.name })}
      </h1>
      <p>
        <Link href={href(`/manage/events/${event.id}/`)}>{t('backToDashboard')}</Link>
      </p>
      <p>{t('waitingRoom.intro')}</p>
      {event.canWrite ? null : <p>{t('staffReadOnly')}</p>}
      <WithCreatorTexts waitingRoom>
        <WaitingRoomSettings eventId={event.id} timeZone={event.timeZone} canWrite={event.canWrite} classes={setup.classes} initialRoom={setup.waitingRoom} />
      </WithCreatorTexts>
    </main>
  )
}
