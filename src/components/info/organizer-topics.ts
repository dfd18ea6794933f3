// The creator marketing pages the header's mobile menu and the footer link to (spec §2 "Mobile menu",
// footer "Plan Events"): known paths only, so a mistyped URL is still a 404.
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { FORMATS } from '@/core/taxonomy/formats'
import { computeMobileMenu } from '@/components/header/header-menus'

const REGIONS: Readonly<Record<string, string>> = { ca: 'Canada', uk: 'the United Kingdom' }

function knownTopics(): Set<string> {
  const topics = new Set<string>(['resources'])
  for (const tld of ['.com', '.ca', '.co.uk']) {
    const menu = computeMobileMenu(computeLocaleInfo(tld), { showIntentToggle: false, loggedIn: false, currentPathAndQuery: '/' })
    for (const link of [...menu.groups.flatMap((g) => g.links), ...menu.extras]) {
      if (link.href.startsWith('/organizer/')) topics.add(link.href.slice('/organizer/'.length).replace(/\/$/, ''))
    }
  }
  for (const format of FORMATS) topics.add(`event-type/${format.slug}`)
  return topics
}

const TOPICS = knownTopics()

function words(slug: string): string {
  const text = slug.replace(/-/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The page for /organizer/{topic…}/, or null when no link leads there. */
export function computeOrganizerTopic(segments: readonly string[]): { title: string; eyebrow: string; region: string | null } | null {
  const path = segments.join('/')
  if (!TOPICS.has(path)) return null
  const [first, ...rest] = segments
  const region = first && REGIONS[first] ? REGIONS[first] : null
  const inner = region ? rest : segments
  const eyebrow = words(inner.length > 1 ? (inner[0] ?? '') : 'Organizer')
  const title = words(inner.at(-1) ?? '')
  return { title: region ? `${title} in ${region}` : title, eyebrow, region }
}
