// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'
import { FooterMarketing } from './footer-marketing'

afterEach(cleanup)

function renderMarketing(tld: string, locale: string) {
  render(
    <FooterMarketing
      localeInfo={computeLocaleInfo(tld, locale)}
      location={NEW_YORK_LOCATION}
      popularSearches={[
        { pk: '1', title: 'Jazz nights', term: 'jazz nights' },
        { pk: '2', title: 'Comedy', term: 'comedy' },
      ]}
      eventsToPlan={[
        { pk: '7', title: 'Conference', formatSlug: 'conferences' },
        { pk: '8', title: 'Festival', formatSlug: 'festivals' },
      ]}
      thirdColumnTitle="Things to do in New York"
    />,
  )
  return screen.getByRole('region', { name: 'More from Tessera' })
}

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`)

test('Four columns, each a list named by its title, the third titled by the caller', () => {
  const section = renderMarketing('.com', 'en_US')
  const titles = ['Use Tessera', 'Plan Events', 'Things to do in New York', 'Connect With Us']
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(titles)
  expect(within(section).getAllByRole('list')).toEqual(
    titles.map((name) => within(section).getByRole('list', { name })),
  )
  expect(
    within(within(section).getByRole('list', { name: 'Things to do in New York' }))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Concerts',
    'Food & drink',
    'Classes & workshops',
    'Business & networking',
    'Sports & fitness',
    'Family & education',
  ])
})

test('Popular searches search the place; events to plan lead to their format pages', () => {
  const section = renderMarketing('.com', 'en_US')
  expect(hrefs(within(section).getByRole('list', { name: 'Use Tessera' }))).toEqual([
    'Jazz nights /d/ny--new-york/events/jazz-nights/',
    'Comedy /d/ny--new-york/events/comedy/',
  ])
  expect(hrefs(within(section).getByRole('list', { name: 'Plan Events' }))).toEqual([
    'Conference /organizer/event-type/conferences/',
    'Festival /organizer/event-type/festivals/',
  ])
  expect(
    within(within(section).getByRole('list', { name: 'Things to do in New York' }))
      .getByRole('link', { name: 'Concerts' })
      .getAttribute('href'),
  ).toBe('/d/ny--new-york/music--events/')
})

test('Under a language subdirectory the search links keep its prefix', () => {
  const section = renderMarketing('.de', 'en_US')
  expect(hrefs(within(section).getByRole('list', { name: 'Use Tessera' }))[0]).toBe(
    'Jazz nights /en-us/d/ny--new-york/events/jazz-nights/',
  )
  expect(within(section).getByRole('link', { name: 'Concerts' }).getAttribute('href')).toBe(
    '/en-us/d/ny--new-york/music--events/',
  )
})

test("Connect With Us opens the domain's social accounts in a new tab, without an opener", () => {
  const connect = within(renderMarketing('.de', 'de_DE')).getByRole('list', { name: 'Connect With Us' })
  expect(within(connect).getByRole('link', { name: 'Contact Support' }).getAttribute('target')).toBeNull()
  expect(within(connect).getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
    '/organizer/contact-sales/',
  )
  const socials = ['X', 'Facebook', 'LinkedIn', 'Instagram', 'TikTok'].map((name) =>
    within(connect).getByRole('link', { name }),
  )
  for (const link of socials) {
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener')
  }
  expect(socials[0]?.getAttribute('href')).toBe('https://x.com/tessera_de')
  expect(socials[3]?.getAttribute('href')).toBe('https://www.instagram.com/tessera_de')
})
