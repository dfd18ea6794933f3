import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { CheckInDesk } from '@/components/manage/check-in-desk'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getCheckInDesk } from '@/core/creators/get-check-in-desk'
import { getDeps } from '@/server/get-deps'
import { answerManagePageRefusal } from '@/server/manage-page-refusal'
import { getHrefLocalizer } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'
import forms from '@/components/account/forms.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('checkIn'), robots: { index: false } }
}

type Props = { params: Promise<{ eventId: string }> }

// Issue 20's check-in page: the organizer and their team (door staff given the event included, decision
// 061) check tickets in; staff may look them up; anyone else 404.
export default async function CheckInPage({ params }: Props) {
  const { eventId } = await params
  const viewer = await requirePageViewer(`/manage/events/${eventId}/check-in`)
  if (!/^\d{1,9}$/.test(eventId)) notFound()
  let event
  try {
    event = await getCheckInDesk(await getDeps(), { eventId: Number(eventId), manager: { userId: viewer.id, isStaff: viewer.isStaff } })
  } catch (error) {
    return answerManagePageRefusal(error, eventId)
  }
  const [t, href] = await Promise.all([getTranslations('manage'), getHrefLocalizer()])
  return (
    <main className={forms.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {t('checkInTitle', { name: event.name })}
      </h1>
      {event.deskOnly ? null : (
        <p>
          <Link href={href(`/manage/events/${event.id}/`)}>{t('backToDashboard')}</Link>
        </p>
      )}
      <WithCreatorTexts>
        <CheckInDesk eventId={event.id} timeZone={event.timeZone} canCheckIn={event.canCheckIn} deskOnly={event.deskOnly} />
      </WithCreatorTexts>
    </main>
  )
}
