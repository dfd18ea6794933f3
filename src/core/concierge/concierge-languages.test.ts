// Issue 25: the concierge understands Spanish, French and German requests (date words, topics, price
// words, places) and answers in the language asked, the page's when the words do not tell.
import { describe, expect, test } from 'vitest'
import { EMPTY_SEARCH, type ConciergeSearch } from './concierge-search'
import { computeAnswerLanguage, computeClarifyingQuestion, computeNotSearchAnswer, computeSummary } from './concierge-summary'
import { detectLanguage, interpretConversation, type PlaceMatch } from './message-interpretation'

// Wednesday 18 November 2026, 15:00 UTC.
const NOW = new Date('2026-11-18T15:00:00Z')
const PLACES: Record<string, PlaceMatch> = {
  madrid: { placeId: 'madrid', name: 'Madrid', slug: 'es--madrid', timeZone: 'Europe/Madrid' },
  paris: { placeId: 'paris', name: 'Paris', slug: 'fr--paris', timeZone: 'Europe/Paris' },
  berlin: { placeId: 'berlin', name: 'Berlin', slug: 'de--berlin', timeZone: 'Europe/Berlin' },
  london: { placeId: 'london', name: 'London', slug: 'gb--london', timeZone: 'Europe/London' },
  munich: { placeId: 'munich', name: 'Munich', slug: 'de--munich', timeZone: 'Europe/Berlin' },
}
const context = { now: NOW, homeTimeZone: 'America/New_York', lookupPlace: async (name: string) => PLACES[name] ?? null }

async function understand(query: string, history: string[] = [], pageLanguage: 'en' | 'es' | 'fr' | 'de' | null = null) {
  return interpretConversation(query, history, { ...context, pageLanguage })
}

const MUSIC = 103

describe('The language of a question', () => {
  test('is read from its words', () => {
    expect(detectLanguage('conciertos gratis este fin de semana en Madrid', null)).toBe('es')
    expect(detectLanguage('concerts gratuits ce week-end à Paris', null)).toBe('fr')
    expect(detectLanguage('kostenlose Konzerte dieses Wochenende in Berlin', null)).toBe('de')
    expect(detectLanguage('free concerts this weekend in Boston', null)).toBe('en')
  })

  test('is the fallback (the conversation’s or the page’s) when the words do not tell', () => {
    expect(detectLanguage('jazz', 'es')).toBe('es')
    expect(detectLanguage('jazz', null)).toBeNull()
    // A Spanish question on an English page is still Spanish.
    expect(detectLanguage('¿qué hay mañana?', 'en')).toBe('es')
  })

  test('of a short follow-up is the conversation’s so far', async () => {
    const { language } = await understand('jazz', ['conciertos este fin de semana en Madrid'], 'en')
    expect(language).toBe('es')
  })
})

describe('Spanish', () => {
  test('date words', async () => {
    expect((await understand('conciertos este fin de semana')).search.dates).toEqual({ keyword: 'this_weekend' })
    expect((await understand('teatro mañana')).search.dates).toEqual({ keyword: 'tomorrow' })
    expect((await understand('algo para hoy')).search.dates).toEqual({ keyword: 'today' })
    expect((await understand('comedia esta noche')).search).toMatchObject({ dates: { keyword: 'today' }, timeOfDay: 'evening' })
    expect((await understand('yoga el sábado por la mañana')).search).toMatchObject({ dates: { startDate: '2026-11-21', endDate: '2026-11-21' }, timeOfDay: 'morning' })
    expect((await understand('conciertos en diciembre')).search.dates).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' })
  })

  test('topics, prices and places', async () => {
    const { search, language } = await understand('conciertos gratis este fin de semana en Madrid')
    expect(language).toBe('es')
    expect(search).toMatchObject({ categoryIds: [MUSIC], price: 'free', place: { kind: 'named', name: 'Madrid' }, dates: { keyword: 'this_weekend' }, text: null })
    expect((await understand('música barata')).search).toMatchObject({ categoryIds: [MUSIC], maxPriceMinor: 2000 })
    expect((await understand('comedia en Madrid')).search).toMatchObject({ categoryIds: [104, 105], subcategoryIds: [4007, 5010] })
    expect((await understand('exposiciones de arte por menos de 15 €')).search).toMatchObject({ categoryIds: [105], maxPriceMinor: 1500, text: null })
    expect((await understand('talleres para niños en Londres')).search).toMatchObject({ formatIds: [9], tags: ['kid-friendly'], place: { kind: 'named', name: 'London' } })
  })
})

describe('French', () => {
  test('date words', async () => {
    expect((await understand('concerts ce week-end')).search.dates).toEqual({ keyword: 'this_weekend' })
    expect((await understand('théâtre demain')).search.dates).toEqual({ keyword: 'tomorrow' })
    expect((await understand("quoi faire aujourd'hui")).search.dates).toEqual({ keyword: 'today' })
    expect((await understand('humour ce soir')).search).toMatchObject({ dates: { keyword: 'today' }, timeOfDay: 'evening' })
    expect((await understand('danse samedi prochain')).search.dates).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' })
  })

  test('topics, prices and places', async () => {
    const { search, language } = await understand('concerts gratuits ce week-end à Paris')
    expect(language).toBe('fr')
    expect(search).toMatchObject({ categoryIds: [MUSIC], price: 'free', place: { kind: 'named', name: 'Paris' }, dates: { keyword: 'this_weekend' }, text: null })
    expect((await understand('musique pas chère')).search).toMatchObject({ categoryIds: [MUSIC], maxPriceMinor: 2000 })
    expect((await understand('une expo de peinture à Paris')).search).toMatchObject({ categoryIds: [105], place: { kind: 'named', name: 'Paris' } })
  })
})

describe('German', () => {
  test('date words', async () => {
    expect((await understand('Konzerte dieses Wochenende')).search.dates).toEqual({ keyword: 'this_weekend' })
    expect((await understand('Theater morgen')).search.dates).toEqual({ keyword: 'tomorrow' })
    expect((await understand('was ist heute los')).search.dates).toEqual({ keyword: 'today' })
    expect((await understand('Comedy heute Abend')).search).toMatchObject({ dates: { keyword: 'today' }, timeOfDay: 'evening' })
    expect((await understand('Tanzen am Samstag morgen')).search).toMatchObject({ dates: { startDate: '2026-11-21', endDate: '2026-11-21' }, timeOfDay: 'morning' })
  })

  test('topics, prices and places', async () => {
    const { search, language } = await understand('kostenlose Konzerte dieses Wochenende in Berlin')
    expect(language).toBe('de')
    expect(search).toMatchObject({ categoryIds: [MUSIC], price: 'free', place: { kind: 'named', name: 'Berlin' }, dates: { keyword: 'this_weekend' }, text: null })
    expect((await understand('günstige Kunst in München')).search).toMatchObject({ categoryIds: [105], maxPriceMinor: 2000, place: { kind: 'named', name: 'Munich' } })
    expect((await understand('Kabarett unter 20 Euro')).search).toMatchObject({ subcategoryIds: [4007, 5010], maxPriceMinor: 2000 })
  })
})

describe('The answer', () => {
  const music: ConciergeSearch = { ...EMPTY_SEARCH, categoryIds: [MUSIC], price: 'free', place: { kind: 'named', ...PLACES.madrid! }, dates: { keyword: 'this_weekend' } }
  const summary = (answer: ReturnType<typeof computeAnswerLanguage>, overrides: Partial<Parameters<typeof computeSummary>[0]> = {}) =>
    computeSummary({ search: music, asked: null, relaxed: [], placeName: null, total: 3, shown: 3, sort: 'date', currency: 'EUR', answer, ...overrides })

  test('is written in the language asked', () => {
    expect(summary(computeAnswerLanguage('es', null))).toBe('He encontrado 3 eventos de música gratis en Madrid este fin de semana.')
    expect(summary(computeAnswerLanguage('fr', null))).toBe('J’ai trouvé 3 événements de musique à entrée gratuite à Madrid ce week-end.'.replace('’', "'"))
    expect(summary(computeAnswerLanguage('de', null))).toBe('Ich habe 3 Veranstaltungen zum Thema Musik mit freiem Eintritt in Madrid an diesem Wochenende gefunden.')
    expect(summary(computeAnswerLanguage('en', 'en-US'))).toBe('Found 3 free music events in Madrid this weekend.')
  })

  test('lists three or more kinds as a list, not a run of “and”s', () => {
    const three: ConciergeSearch = { ...music, price: null, dates: null, categoryIds: [MUSIC, 104, 105] }
    expect(summary(computeAnswerLanguage('en', 'en-US'), { search: three, total: 40, shown: 12 })).toBe(
      'Found 40 music, film & media and performing & visual arts events in Madrid. Here are 12, soonest first.',
    )
  })

  test('formats numbers, dates and money in that language', () => {
    const cheapDates: ConciergeSearch = { ...music, price: null, maxPriceMinor: 1500, dates: { startDate: '2026-11-21', endDate: '2026-11-21' } }
    const german = summary(computeAnswerLanguage('de', 'de-DE'), { search: cheapDates, total: 12_345, shown: 12 })
    expect(german).toBe('Ich habe 12.345+ Veranstaltungen zum Thema Musik für höchstens 15\u00a0€ in Madrid am Sa., 21. Nov. gefunden. Hier sind 12, die nächsten zuerst.')
    expect(summary(computeAnswerLanguage('es', 'es-ES'), { search: cheapDates, shown: 1, total: 1 })).toBe('He encontrado 1 evento de música por 15\u00a0€ o menos en Madrid el sáb, 21 nov.')
  })

  test('says what was relaxed and when nothing was found, in that language', () => {
    const spanish = computeAnswerLanguage('es', null)
    expect(summary(spanish, { asked: music, relaxed: [{ kind: 'dates' }, { kind: 'price' }] })).toBe(
      'No he encontrado eventos de música gratis en Madrid este fin de semana, así que he ampliado las fechas y quitado el precio: he encontrado 3 eventos de música gratis en Madrid este fin de semana.',
    )
    expect(summary(spanish, { shown: 0, total: 0 })).toBe('No he encontrado eventos de música gratis en Madrid este fin de semana. Prueba con otras fechas, otro lugar o menos detalles.')
  })

  test('asks back and explains itself in that language', () => {
    expect(computeClarifyingQuestion({ greeting: true, placeName: 'Madrid' }, computeAnswerLanguage('es', null))).toMatch(/^¡Hola! ¿Qué tipo de evento te apetece en Madrid/)
    expect(computeNotSearchAnswer(computeAnswerLanguage('de', null))).toMatch(/^Ich kann dir nur helfen, Veranstaltungen zu finden/)
    expect(computeClarifyingQuestion({ greeting: false, placeName: null })).toBe(
      'What kind of event would you enjoy: live music, comedy, food and drink, a class, sports or something else? And which day suits you?',
    )
  })
})
