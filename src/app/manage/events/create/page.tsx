import Link from 'next/link'
import type { Metadata } from 'next'
import { InfoPage } from '@/components/info/info-page'

export const metadata: Metadata = { title: 'Create an event' }

// Placeholder until the event creator lands (spec §2 "/manage/events/create (from scratch)").
export default function CreateEventPage() {
  return (
    <InfoPage
      eyebrow="Create an event"
      title="Start from scratch"
      intro="Add all your event details, create new tickets, and set up recurring events."
      sections={[{ title: 'Coming soon', body: <p>The event editor is being built. Meanwhile, browse <Link href="/">events near you</Link>.</p> }]}
    />
  )
}
