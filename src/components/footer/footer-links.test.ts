import { expect, test } from 'vitest'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import {
  computeConnectLinks,
  computeFooterLinks,
  computeLocaleOptions,
  DSA_TLDS,
  LOCALE_OPTIONS,
  type FooterLink,
} from './footer-links'

const labels = (links: { label: string }[]) => links.map((l) => l.label)

test('The full .com footer has every general link, the first three only at the smallest breakpoint', () => {
  const links = computeFooterLinks(computeLocaleInfo('.com', 'en_US'), 'full')
  expect(labels(links)).toEqual([
    'How It Works',
    'Pricing',
    'Contact Support',
    'About',
    'Blog',
    'Help',
    'Careers',
    'Press',
    'Impact',
    'Investors',
    'Security',
    'Developers',
    'Status',
    'Terms',
    'Privacy',
    'Accessibility',
    'Cookies',
  ])
  expect(links.filter((l) => l.smallestOnly).map((l) => l.label)).toEqual([
    'How It Works',
    'Pricing',
    'Contact Support',
  ])
  expect(links.find((l) => l.label === 'Developers')?.href).toBe('/platform/')
  expect(links.find((l) => l.label === 'Terms')?.href).toBe('/l/legalterms/')
  expect(links.find((l) => l.label === 'Contact Support')?.href).toBe('/help/en-us/contact-us/')
})

test('EU domains and .co.uk add the DSA Statement; only .de adds the Impressum', () => {
  for (const tld of DSA_TLDS) {
    const found = labels(computeFooterLinks(computeLocaleInfo(tld), 'full'))
    expect(found).toContain('DSA Statement')
    expect(found.includes('Impressum')).toBe(tld === '.de')
  }
  for (const tld of ['.com', '.ca', '.com.au', '.sg']) {
    const found = labels(computeFooterLinks(computeLocaleInfo(tld), 'full'))
    expect(found).not.toContain('DSA Statement')
    expect(found).not.toContain('Impressum')
  }
})

test('The minimal footer has only Terms, Privacy and Cookies', () => {
  expect(labels(computeFooterLinks(computeLocaleInfo('.de', 'de_DE'), 'minimal'))).toEqual([
    'Terms',
    'Privacy',
    'Cookies',
  ])
})

test('Contact Sales shows on its domains, on .ca only in Canadian English', () => {
  const has = (tld: string, locale?: string) =>
    labels(computeConnectLinks(computeLocaleInfo(tld, locale))).includes('Contact Sales')
  expect(['.com', '.co.uk', '.com.au', '.co.nz', '.de', '.es', '.ie', '.sg'].every((tld) => has(tld))).toBe(
    true,
  )
  expect(has('.ca', 'en_CA')).toBe(true)
  expect(has('.ca', 'fr_CA')).toBe(false)
  expect(has('.fr', 'fr_FR')).toBe(false)
})

test('Connect With Us ends with the social links, opening in a new tab', () => {
  const links = computeConnectLinks(computeLocaleInfo())
  expect(labels(links).slice(-5)).toEqual(['X', 'Facebook', 'LinkedIn', 'Instagram', 'TikTok'])
  expect(links.slice(-5).every((l) => l.newTab)).toBe(true)
})

test('With a language subdirectory the locale-specific pages are prefixed', () => {
  const links = computeFooterLinks(computeLocaleInfo('.com', 'es_US'), 'full')
  expect(links.find((l) => l.label === 'About')?.href).toBe('/es-us/about/')
  expect(links.find((l) => l.label === 'Blog')?.href).toBe('/blog/')
})

test("The links read the domain's contact, sales, blog, press and social addresses from its locale info", () => {
  const info = {
    ...computeLocaleInfo('.co.uk', 'en_GB'),
    contactUsPath: '/help/en-gb/write-to-us/',
    salesContactLandingPage: '/organizer/uk/sales/',
    salesContactLinkText: 'Talk to Sales',
    blogUrl: '/uk-blog/',
    pressBlogUrl: '/uk-press/',
  }
  const general = computeFooterLinks(info, 'full')
  const href = (links: FooterLink[], label: string) => links.find((l) => l.label === label)?.href
  expect(href(general, 'Contact Support')).toBe('/help/en-gb/write-to-us/')
  expect(href(general, 'Blog')).toBe('/uk-blog/')
  expect(href(general, 'Press')).toBe('/uk-press/')
  const connect = computeConnectLinks(info)
  expect(href(connect, 'Contact Support')).toBe('/help/en-gb/write-to-us/')
  expect(href(connect, 'Talk to Sales')).toBe('/organizer/uk/sales/')
  expect(href(connect, 'X')).toBe('https://x.com/tessera_uk')
  expect(href(connect, 'Facebook')).toBe('https://www.facebook.com/tessera.uk')
  expect(href(connect, 'LinkedIn')).toBe('https://www.linkedin.com/company/tessera')
  expect(href(connect, 'Instagram')).toBe('https://www.instagram.com/tessera_uk')
})

test('The .com and .de Connect With Us columns link their own accounts', () => {
  const hrefs = (tld: string, locale?: string) =>
    computeConnectLinks(computeLocaleInfo(tld, locale)).map((l) => `${l.label} ${l.href}`)
  expect(hrefs('.com')).toEqual([
    'Contact Support /help/en-us/contact-us/',
    'Contact Sales /organizer/contact-sales/',
    'X https://x.com/tessera',
    'Facebook https://www.facebook.com/tessera',
    'LinkedIn https://www.linkedin.com/company/tessera',
    'Instagram https://www.instagram.com/tessera',
    'TikTok https://www.tiktok.com/@tessera',
  ])
  expect(hrefs('.de', 'de_DE')).toEqual([
    'Contact Support /help/de-de/contact-us/',
    'Contact Sales /organizer/contact-sales/',
    'X https://x.com/tessera_de',
    'Facebook https://www.facebook.com/tessera.de',
    'LinkedIn https://www.linkedin.com/company/tessera',
    'Instagram https://www.instagram.com/tessera_de',
    'TikTok https://www.tiktok.com/@tessera',
  ])
})

test('The locale options are the usual list, with a configured locale missing from it added first', () => {
  expect(computeLocaleOptions(computeLocaleInfo('.de', 'de_DE'))).toEqual(LOCALE_OPTIONS)
  const options = computeLocaleOptions(computeLocaleInfo('.at', 'de_AT'))
  expect(options[0]).toEqual({ value: 'de_AT', label: 'Deutsch (Österreich)' })
  expect(options.slice(1)).toEqual(LOCALE_OPTIONS)
})
