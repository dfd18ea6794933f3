import Link from 'next/link'
import type { Metadata } from 'next'
import { InfoPage } from '@/components/info/info-page'

export const metadata: Metadata = { title: 'Host events with Tessera' }

// Spec §2 creator overview: the default target of the header's host-events toggle.
export default function OrganizerOverviewPage() {
  return (
    <InfoPage
      eyebrow="For creators"
      title="Host events with Tessera"
      intro="Create an event, sell tickets and reach people nearby and online."
      sections={[
        { title: 'Create an event', body: <p><Link href="/manage/events/create">Start from scratch</Link> or <Link href="/manage/events/auto-create">create your event faster with AI</Link>.</p> },
        { title: 'Pricing', body: <p>Free events are free to publish. See <Link href="/organizer/pricing/">pricing</Link> for paid events.</p> },
      ]}
    />
  )
}
