// What the simple pages say: short, honest texts about an open-source marketplace, each page naming where
// to go next. The words are the `info` catalog's, in the page's language (issue 25); this file only lists
// the pages, which are legal ones, and the anchors the footer links to.
import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import type { Catalog } from '@/messages/catalog'
import { InfoPage, type InfoSection } from './info-page'

type InfoPages = Catalog['info']['pages']
export type InfoPageKey = keyof InfoPages

export const SITE_PAGES = ['about', 'how-it-works', 'blog', 'careers', 'press', 'impact', 'investors', 'security', 'status'] as const satisfies readonly InfoPageKey[]
export type SitePage = (typeof SITE_PAGES)[number]

// The footer's legal pages (spec §2): /l/legalterms/, /l/accessibility/, privacy, cookies, DSA, Impressum.
export const LEGAL_PAGES = ['legalterms', 'privacy', 'accessibility', 'cookies', 'dsa', 'impressum'] as const satisfies readonly InfoPageKey[]
export type LegalPage = (typeof LEGAL_PAGES)[number]

export function isLegalPage(doc: string): doc is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(doc)
}

// The footer links to the blog's sections by these anchors (spec §2 "Tips & Guides", "News & Trends").
const SECTION_ANCHORS: Readonly<Record<string, string>> = { tipsAndGuides: 'tips-and-guides', newsAndTrends: 'news-and-trends' }

export async function computeInfoPageMetadata(page: InfoPageKey): Promise<Metadata> {
  const { info } = await getMessages()
  return { title: info.pages[page].title }
}

/** A simple page in the page's language; `legal` adds the legal pages' eyebrow. */
export async function InfoContentPage({ page, legal = false }: { page: InfoPageKey; legal?: boolean }) {
  const [t, { info }] = await Promise.all([getTranslations('info'), getMessages()])
  const content = info.pages[page]
  const sections: InfoSection[] = Object.keys(content.sections).map((key) => ({
    id: SECTION_ANCHORS[key],
    title: (content.sections as Record<string, { title: string }>)[key]!.title,
    // The key is built from the catalog's own keys, which next-intl's key types cannot follow.
    body: <p>{t(`pages.${page}.sections.${key}.body` as 'pages.about.sections.whatWeDo.body')}</p>,
  }))
  return <InfoPage eyebrow={legal ? info.legalEyebrow : undefined} title={content.title} intro={content.intro} sections={sections} />
}
