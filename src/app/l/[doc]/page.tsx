import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { computeInfoPageMetadata, InfoContentPage, isLegalPage, LEGAL_PAGES } from '@/components/info/info-content'

type Props = { params: Promise<{ doc: string }> }

export function generateStaticParams() {
  return LEGAL_PAGES.map((doc) => ({ doc }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { doc } = await params
  return isLegalPage(doc) ? computeInfoPageMetadata(doc) : {}
}

// The footer's legal pages (spec §2): /l/legalterms/, /l/accessibility/, privacy, cookies, DSA, Impressum.
export default async function LegalPage({ params }: Props) {
  const { doc } = await params
  if (!isLegalPage(doc)) notFound()
  return <InfoContentPage page={doc} legal />
}
