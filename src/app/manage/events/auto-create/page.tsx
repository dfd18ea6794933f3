import Link from 'next/link'
import type { Metadata } from 'next'
import { InfoPage } from '@/components/info/info-page'

export const metadata: Metadata = { title: 'Create an event with AI' }

// Placeholder until the AI event creator lands (spec §2 "/manage/events/auto-create (with AI)").
export default function AutoCreateEventPage() {
  return (
    <InfoPage
      eyebrow="Create an event"
      title="Create my event faster with AI"
      intro="Answer a few quick questions to generate an event that's ready to publish almost instantly."
      sections={[{ title: 'Coming soon', body: <p>The AI event wizard is being built. Meanwhile, browse <Link href="/">events near you</Link>.</p> }]}
    />
  )
}
