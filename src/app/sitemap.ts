import type { MetadataRoute } from 'next'
import { POPULAR_CITIES } from '@/components/home/popular-cities'
import { computeSitemapEntries } from '@/core/i18n/page-locale'
import { buildResultsPath } from '@/core/search/results-url'
import { requestOrigin } from '@/server/http/request-policy'
import { siteLocaleInfo } from '@/server/site-locale-info'

// /sitemap.xml (issue 25): the discovery pages in every language, each with its language versions. Event
// pages come and go by the thousand; search engines reach them from these results pages.
const PAGES = ['/', '/about/', '/how-it-works/']

export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  const site = siteLocaleInfo()
  const results = [
    buildResultsPath({ location: { kind: 'online' } }),
    ...POPULAR_CITIES.map((city) => buildResultsPath({ location: { kind: 'place', slug: city.slug } })),
  ]
  return computeSitemapEntries([...PAGES, ...results], site, requestOrigin())
}
