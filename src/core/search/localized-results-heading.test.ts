import { createTranslator } from 'next-intl'
import { expect, test } from 'vitest'
import germanResults from '@/messages/de/results.json'
import germanTaxonomy from '@/messages/de/taxonomy.json'
import frenchResults from '@/messages/fr/results.json'
import frenchTaxonomy from '@/messages/fr/taxonomy.json'
import { computeLocalizedResultsHeading, type ResultsTranslate } from './localized-results-heading'

function translator(locale: string, results: typeof germanResults): ResultsTranslate {
  return createTranslator({ locale, messages: { results }, namespace: 'results' }) as unknown as ResultsTranslate
}
const german = translator('de-DE', germanResults)
const french = translator('fr-FR', frenchResults)
const berlin = { kind: 'place', name: 'Berlin' } as const
const BERLIN = { kind: 'place', slug: 'de--berlin' } as const

test('A format page is headed with the format in the plural, as the topic pages are, in the page’s language', () => {
  expect(computeLocalizedResultsHeading({ location: BERLIN, formatSlug: 'conferences' }, berlin, german, 'de-DE', germanTaxonomy.categories, undefined, germanTaxonomy.formatsPlural)).toBe('Konferenzen in Berlin')
  expect(computeLocalizedResultsHeading({ location: BERLIN, formatSlug: 'conferences' }, { kind: 'online' }, german, 'de-DE', germanTaxonomy.categories, undefined, germanTaxonomy.formatsPlural)).toBe('Online-Konferenzen')
  expect(computeLocalizedResultsHeading({ location: BERLIN, categorySlug: 'music', formatSlug: 'festivals' }, berlin, french, 'fr-FR', frenchTaxonomy.categories, undefined, frenchTaxonomy.formatsPlural)).toBe('Musique : Festivals à Berlin')
})

test('Without a format, the page lists "events"; an unknown format keeps that word', () => {
  expect(computeLocalizedResultsHeading({ location: BERLIN, categorySlug: 'music' }, berlin, german, 'de-DE', germanTaxonomy.categories, undefined, germanTaxonomy.formatsPlural)).toBe('Musik: Veranstaltungen in Berlin')
  expect(computeLocalizedResultsHeading({ location: BERLIN, formatSlug: 'nope' }, berlin, german, 'de-DE', germanTaxonomy.categories, undefined, germanTaxonomy.formatsPlural)).toBe('Veranstaltungen in Berlin')
})
