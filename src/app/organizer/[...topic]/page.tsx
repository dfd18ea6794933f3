import Link from 'next/link'
import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { InfoPage } from '@/components/info/info-page'
import { computeOrganizerTopic, type OrganizerTopic } from '@/components/info/organizer-topics'

type Props = { params: Promise<{ topic: string[] }> }

/**
 * The topic's title and eyebrow in the page's language: the organizer catalog names the menus' topics and
 * an event type is the taxonomy's format; a topic neither names keeps the words of its address.
 */
async function localizeTopic(topic: OrganizerTopic): Promise<{ title: string; eyebrow: string }> {
  const [t, { organizer, taxonomy }, locale] = await Promise.all([getTranslations('organizer'), getMessages(), getLocale()])
  const topics: Record<string, string> = organizer.topics
  const eyebrows: Record<string, string> = organizer.eyebrows
  const regions: Record<string, string> = organizer.regions
  const formats: Record<string, string> = taxonomy.formats
  // English keeps the plural of the address ("Conferences"); another language names the format.
  const english = locale.startsWith('en')
  const named = topics[topic.slugs.topic] ?? (english ? undefined : formats[topic.slugs.topic])
  const base = named ?? (topic.region ? topic.title.slice(0, -` in ${topic.region}`.length) : topic.title)
  const title = topic.slugs.region ? t('topicInRegion', { title: base, region: regions[topic.slugs.region] ?? topic.region ?? '' }) : base
  return { title, eyebrow: eyebrows[topic.slugs.section] ?? topic.eyebrow }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = computeOrganizerTopic((await params).topic)
  return topic ? { title: (await localizeTopic(topic)).title } : {}
}

// Creator marketing pages linked from the mobile menu and the footer (spec §2).
export default async function OrganizerTopicPage({ params }: Props) {
  const topic = computeOrganizerTopic((await params).topic)
  if (!topic) notFound()
  const [t, { title, eyebrow }] = await Promise.all([getTranslations('organizer'), localizeTopic(topic)])
  return (
    <InfoPage
      eyebrow={eyebrow}
      title={title}
      intro={t('topicIntro')}
      sections={[
        { title: t('getStarted'), body: <p>{t.rich('getStartedBody', { link: (chunks) => <Link href="/signin/signup?referrer=/manage/events/create">{chunks}</Link> })}</p> },
        { title: t('talkToUs'), body: <p>{t.rich('talkToUsBody', { link: (chunks) => <Link href="/organizer/contact-sales/">{chunks}</Link> })}</p> },
      ]}
    />
  )
}
