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

export type OrganizerTopic = {
  title: string
  eyebrow: string
  region: string | null
  /** The parts the page's language names: the topic's last slug, its section's slug, the region's key. */
  slugs: { topic: string; section: string; region: string | null }
}

/** The page for /organizer/{topic…}/, or null when no link leads there. */
export function computeOrganizerTopic(segments: readonly string[]): OrganizerTopic | null {
  const path = segments.join('/')
  if (!TOPICS.has(path)) return null
  const [first, ...rest] = segments
  const regionKey = first && REGIONS[first] ? first : null
  const region = regionKey ? (REGIONS[regionKey] ?? null) : null
  const inner = regionKey ? rest : segments
  const section = inner.length > 1 ? (inner[0] ?? '') : 'organizer'
  const topic = inner.at(-1) ?? ''
  const eyebrow = words(section === 'organizer' ? 'Organizer' : section)
  const title = words(topic)
  return { title: region ? `${title} in ${region}` : title, eyebrow, region, slugs: { topic, section, region: regionKey } }
}

/** What names a topic in the page's language: the organizer and taxonomy catalogs' parts it reads. */
export type OrganizerTopicNames = {
  topics: Record<string, string>
  eyebrows: Record<string, string>
  regions: Record<string, string>
  /** The taxonomy's formats in the plural ("Konferenzen"): an event-type page is about many events. */
  formatsPlural: Record<string, string>
  /** The catalog's "{title} in {region}". */
  inRegion: (title: string, region: string) => string
}

/**
 * A topic's title and eyebrow in the page's language: the organizer catalog names the menus' topics and an
 * event type is the taxonomy's format in the plural, in English too; a topic neither names keeps the
 * words of its address.
 */
export function computeLocalizedTopic(topic: OrganizerTopic, names: OrganizerTopicNames): { title: string; eyebrow: string } {
  const named = names.topics[topic.slugs.topic] ?? names.formatsPlural[topic.slugs.topic]
  const base = named ?? (topic.region ? topic.title.slice(0, -` in ${topic.region}`.length) : topic.title)
  const title = topic.slugs.region ? names.inRegion(base, names.regions[topic.slugs.region] ?? topic.region ?? '') : base
  return { title, eyebrow: names.eyebrows[topic.slugs.section] ?? topic.eyebrow }
}
