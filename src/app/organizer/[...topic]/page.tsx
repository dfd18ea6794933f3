import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InfoPage } from '@/components/info/info-page'
import { computeOrganizerTopic } from '@/components/info/organizer-topics'

type Props = { params: Promise<{ topic: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = computeOrganizerTopic((await params).topic)
  return topic ? { title: topic.title } : {}
}

// Creator marketing pages linked from the mobile menu and the footer (spec §2).
export default async function OrganizerTopicPage({ params }: Props) {
  const topic = computeOrganizerTopic((await params).topic)
  if (!topic) notFound()
  return (
    <InfoPage
      eyebrow={topic.eyebrow}
      title={topic.title}
      intro="Everything you need to plan, promote and sell out your events with Tessera."
      sections={[
        { title: 'Get started', body: <p><Link href="/signin/signup?referrer=/manage/events/create">Create your first event</Link> in minutes; publishing free events costs nothing.</p> },
        { title: 'Talk to us', body: <p><Link href="/organizer/contact-sales/">Contact Sales</Link> for larger events and venues.</p> },
      ]}
    />
  )
}
