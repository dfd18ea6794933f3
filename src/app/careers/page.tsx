import type { Metadata } from 'next'
import { SITE_PAGES } from '@/components/info/info-content'
import { InfoPage } from '@/components/info/info-page'

const content = SITE_PAGES['careers']

export const metadata: Metadata = { title: content.title }

export default function Page() {
  return <InfoPage title={content.title} intro={content.intro} sections={content.sections} />
}
