import { describe, expect, test } from 'vitest'
import { computeLocalizedHref, createHrefLocalizer } from './localized-href'

// [link as written, the page's subdirectory, link as the page shows it]
type Case = readonly [string, string, string]

function expectAll(cases: readonly Case[]): void {
  expect(cases.map(([href, prefix]) => computeLocalizedHref(href, prefix))).toEqual(cases.map(([, , shown]) => shown))
}

describe('A same-site link on a page in another language', () => {
  test('keeps the page’s language subdirectory', () => {
    expectAll([
      ['/manage/events/123/edit', '/de-de', '/de-de/manage/events/123/edit'],
      ['/myevents/', '/pt-br', '/pt-br/myevents/'],
      ['/e/jazz-night-tickets-7/', '/fr-fr', '/fr-fr/e/jazz-night-tickets-7/'],
      ['/signin/signup?referrer=/manage/events/create', '/sv-se', '/sv-se/signin/signup?referrer=/manage/events/create'],
      ['/o/acme-4/?page=2', '/it-it', '/it-it/o/acme-4/?page=2'],
      ['/', '/nl-nl', '/nl-nl/'],
    ])
  })

  test('a page’s many links share its prefix', () => {
    const href = createHrefLocalizer('/es-es')
    expect([href('/myevents/'), href('/api/v3/x/')]).toEqual(['/es-es/myevents/', '/api/v3/x/'])
  })

  test('stays as it is at the root, where the site’s own language lives, and gets no second subdirectory', () => {
    expectAll([
      ['/manage/events/123/edit', '', '/manage/events/123/edit'],
      ['/', '', '/'],
      ['/de-de/myevents/', '/de-de', '/de-de/myevents/'],
      ['/es-es/', '/de-de', '/es-es/'],
    ])
  })

  test('leaves the API, Next.js’s files and static files alone, but not a page that merely looks like them', () => {
    expectAll([
      ['/api/v3/events/12/attendees.csv', '/de-de', '/api/v3/events/12/attendees.csv'],
      ['/api', '/de-de', '/api'],
      ['/_next/static/chunk.js', '/de-de', '/_next/static/chunk.js'],
      ['/favicon.ico', '/de-de', '/favicon.ico'],
      ['/images/logo.png?v=2', '/de-de', '/images/logo.png?v=2'],
      ['/apical/', '/de-de', '/de-de/apical/'],
      ['/signin/?referrer=/logo.png', '/de-de', '/de-de/signin/?referrer=/logo.png'],
    ])
  })

  test('leaves other sites, fragments and relative links alone', () => {
    expectAll(['https://example.com/x', '//cdn.example.com/x', 'mailto:a@example.com', '#tickets', 'edit'].map((href) => [href, '/de-de', href] as const))
  })
})
