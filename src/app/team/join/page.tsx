import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { TeamJoinButton } from '@/components/manage/team-join-button'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import forms from '@/components/account/forms.module.css'
import { getTeamInvitation, type TeamInvitationView } from '@/core/creators/accept-team-invitation'
import { isAppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { getLocalizedPath } from '@/server/localized-path'
import { getPageViewer } from '@/server/viewer'

// The token is in this page's URL: no Referer may carry it to another site.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('joinTitle'), robots: { index: false }, referrer: 'no-referrer' }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

// The page an invitation to a team links to (issue 40, decision 061): what it invites to and, signed in,
// the button that accepts it; signed out, sign-in (or sign-up) that comes back here.
export default async function JoinTeamPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const [t, actions] = await Promise.all([getTranslations('manage'), getTranslations('actions')])
  let invitation: TeamInvitationView | null = null
  try {
    invitation = await getTeamInvitation(await getDeps(), { token })
  } catch (error) {
    if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error
  }
  const viewer = invitation ? await getPageViewer() : null
  const back = await getLocalizedPath(`/team/join/?token=${encodeURIComponent(token)}`)
  return (
    <main className={forms.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('joinTitle')}
      </h1>
      {!invitation ? (
        <p>{t('joinGone')}</p>
      ) : (
        <>
          <p>{t('joinInvited', { organization: invitation.organization, role: actions(`team.roles.${invitation.role}`) })}</p>
          {viewer ? (
            <WithCreatorTexts>
              <TeamJoinButton token={token} organization={invitation.organization} eventsLabel={t('joinGoToEvents')} />
            </WithCreatorTexts>
          ) : (
            <>
              <p>
                <Link href={`${await getLocalizedPath('/signin/')}?referrer=${encodeURIComponent(back)}`}>{t('joinSignIn', { email: invitation.email })}</Link>
              </p>
              <p>
                <Link href={`${await getLocalizedPath('/signin/signup')}?referrer=${encodeURIComponent(back)}`}>{t('joinSignUp', { email: invitation.email })}</Link>
              </p>
            </>
          )}
        </>
      )}
    </main>
  )
}
