import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotFoundPage } from '@/components/info/not-found-page'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('info.notFound'))('title'), robots: { index: false } }
}

/** Any other address nothing answers, and pages that refuse a visitor with a 404 (staff, other creators' events). */
export default function SiteNotFound() {
  return <NotFoundPage texts="info.notFound" />
}
