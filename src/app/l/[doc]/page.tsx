import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isLegalPage, LEGAL_PAGES } from '@/components/info/info-content'
import { InfoPage } from '@/components/info/info-page'

type Props = { params: Promise<{ doc: string }> }

export function generateStaticParams() {
  return Object.keys(LEGAL_PAGES).map((doc) => ({ doc }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { doc } = await params
  return isLegalPage(doc) ? { title: LEGAL_PAGES[doc].title } : {}
}

// The footer's legal pages (spec §2): /l/legalterms/, /l/accessibility/, privacy, cookies, DSA, Impressum.
export default async function LegalPage({ params }: Props) {
  const { doc } = await params
  if (!isLegalPage(doc)) notFound()
  const content = LEGAL_PAGES[doc]
  return <InfoPage eyebrow="Legal" title={content.title} intro={content.intro} sections={content.sections} />
}
