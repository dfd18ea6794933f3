import Link from 'next/link'
import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { InfoPage } from '@/components/info/info-page'
import { computeLocalizedTopic, computeOrganizerTopic, type OrganizerTopic } from '@/components/info/organizer-topics'
import { getHrefLocalizer } from '@/server/localized-path'

type Props = { params: Promise<{ topic: string[] }> }

/** The topic's title and eyebrow in the page's language (computeLocalizedTopic). */
async function localizeTopic(topic: OrganizerTopic): Promise<{ title: string; eyebrow: string }> {
  const [t, { organizer, taxonomy }] = await Promise.all([getTranslations('organizer'), getMessages()])
  return computeLocalizedTopic(topic, {
    topics: organizer.topics,
    eyebrows: organizer.eyebrows,
    regions: organizer.regions,
    formatsPlural: taxonomy.formatsPlural,
    inRegion: (title, region) => t('topicInRegion', { title, region }),
  })
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = computeOrganizerTopic((await params).topic)
  return topic ? { title: (await localizeTopic(topic)).title } : {}
}

// Creator marketing pages linked from the mobile menu and the footer (spec §2).
export default async function OrganizerTopicPage({ params }: Props) {
  const topic = computeOrganizerTopic((await params).topic)
  if (!topic) notFound()
  const [t, { title, eyebrow }, href] = await Promise.all([getTranslations('organizer'), localizeTopic(topic), getHrefLocalizer()])
  // Signing up comes back to the editor in the same language (the referrer keeps the subdirectory too).
  const signUp = `${href('/signin/signup')}?referrer=${href('/manage/events/create')}`
  return (
    <InfoPage
      eyebrow={eyebrow}
      title={title}
      intro={t('topicIntro')}
      sections={[
        { title: t('getStarted'), body: <p>{t.rich('getStartedBody', { link: (chunks) => <Link href={signUp}>{chunks}</Link> })}</p> },
        { title: t('talkToUs'), body: <p>{t.rich('talkToUsBody', { link: (chunks) => <Link href={href('/organizer/contact-sales/')}>{chunks}</Link> })}</p> },
      ]}
    />
  )
}
