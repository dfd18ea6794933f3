import { describe, expect, test } from 'vitest'
import { FORMATS } from '@/core/taxonomy/formats'
import { CATALOG_LANGUAGES, type CatalogLanguage } from '@/core/i18n/page-locale'
import { computeLocalizedTopic, computeOrganizerTopic, type OrganizerTopic } from './organizer-topics'

async function names(language: CatalogLanguage) {
  const organizer = (await import(`@/messages/${language}/organizer.json`)).default as {
    topics: Record<string, string>
    eyebrows: Record<string, string>
    regions: Record<string, string>
    topicInRegion: string
  }
  const taxonomy = (await import(`@/messages/${language}/taxonomy.json`)).default as { formats: Record<string, string>; formatsPlural: Record<string, string> }
  return {
    ...organizer,
    formats: taxonomy.formats,
    formatsPlural: taxonomy.formatsPlural,
    inRegion: (title: string, region: string) => organizer.topicInRegion.replace('{title}', title).replace('{region}', region),
  }
}

function topic(path: string): OrganizerTopic {
  const found = computeOrganizerTopic(path.split('/'))
  if (!found) throw new Error(`no topic at /organizer/${path}/`)
  return found
}

describe('An event-type page is titled with its format in the plural', () => {
  test('conferences are "Konferenzen" in German, "Conférences" in French, "Conferences" in English', async () => {
    expect(computeLocalizedTopic(topic('event-type/conferences'), await names('de'))).toEqual({ title: 'Konferenzen', eyebrow: 'Veranstaltungsart' })
    expect(computeLocalizedTopic(topic('event-type/conferences'), await names('fr')).title).toBe('Conférences')
    expect(computeLocalizedTopic(topic('event-type/conferences'), await names('en')).title).toBe('Conferences')
    expect(computeLocalizedTopic(topic('event-type/parties'), await names('sv')).title).toBe('Fester')
  })

  test('every format has a plural in every language that titles its page, and the German ones are the plurals of its formats', async () => {
    for (const language of CATALOG_LANGUAGES) {
      const catalog = await names(language)
      for (const format of FORMATS) {
        const plural = catalog.formatsPlural[format.slug]
        expect(plural, `${language} ${format.slug}`).toBeTruthy()
        expect(computeLocalizedTopic(topic(`event-type/${format.slug}`), catalog).title, `${language} ${format.slug}`).toBe(plural)
      }
    }
    const german = await names('de')
    expect(['conferences', 'seminars', 'expos', 'tournaments'].map((slug) => [german.formats[slug], german.formatsPlural[slug]])).toEqual([
      ['Konferenz', 'Konferenzen'],
      ['Seminar', 'Seminare'],
      ['Messe', 'Messen'],
      ['Turnier', 'Turniere'],
    ])
  })

  test('a menu topic keeps the organizer catalog’s name, and a regional page names its region', async () => {
    expect(computeLocalizedTopic(topic('event-type/concerts'), await names('de')).title).toBe('Konzerte')
    expect(computeLocalizedTopic(topic('ca/features/sell-tickets'), await names('de')).title).toBe('Tickets verkaufen in Kanada')
  })
})
