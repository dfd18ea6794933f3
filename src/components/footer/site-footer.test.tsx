// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { SiteFooter } from './site-footer'

afterEach(cleanup)

function footerFor(tld: string, locale?: string) {
  render(<SiteFooter year={2026} localeInfo={computeLocaleInfo(tld, locale)} />)
  return screen.getByRole('contentinfo')
}

test('A .de footer links the DSA Statement and the Impressum', () => {
  const footer = footerFor('.de', 'de_DE')
  expect(within(footer).getByRole('link', { name: 'DSA Statement' }).getAttribute('href')).toBe('/l/dsa/')
  expect(within(footer).getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/l/impressum/')
})

test('A .co.uk footer links the DSA Statement but no Impressum', () => {
  const footer = footerFor('.co.uk', 'en_GB')
  expect(within(footer).getByRole('link', { name: 'DSA Statement' })).toBeDefined()
  expect(within(footer).queryByRole('link', { name: 'Impressum' })).toBeNull()
})

test('The .com footer has neither, and shows the copyright year, Locale and the hidden heading', () => {
  const footer = footerFor('.com')
  expect(within(footer).queryByRole('link', { name: 'DSA Statement' })).toBeNull()
  expect(within(footer).getByText('© 2026 Tessera')).toBeDefined()
  expect(within(footer).getByRole('combobox', { name: 'Locale' })).toHaveProperty('value', 'en_US')
  expect(within(footer).getByRole('heading', { name: 'Site Navigation' })).toBeDefined()
})

test('The minimal footer has Terms, Privacy, Cookies and the consent actions only', () => {
  render(<SiteFooter year={2026} localeInfo={computeLocaleInfo('.de', 'de_DE')} variant="minimal" />)
  const nav = screen.getByRole('navigation', { name: 'Footer' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Terms', 'Privacy', 'Cookies'])
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Manage Cookie Preferences', 'Do Not Sell or Share My Personal Information'])
})

test('The consent actions open the cookie options and the do-not-sell explainer', async () => {
  const pointer = userEvent.setup()
  footerFor('.com')
  await pointer.click(screen.getByRole('button', { name: 'Manage Cookie Preferences' }))
  expect(await screen.findByRole('dialog', { name: 'Cookie preferences' })).toBeDefined()
  await pointer.click(screen.getByRole('button', { name: 'Close' }))
  await pointer.click(screen.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }))
  const dialog = await screen.findByRole('dialog', { name: 'Do Not Sell or Share My Personal Information' })
  await pointer.click(within(dialog).getByRole('checkbox', { name: /Do not sell or share/ }))
  await pointer.click(within(dialog).getByRole('button', { name: 'Save choices' }))
  expect(within(dialog).getByText('Your choices are saved.')).toBeDefined()
})

test('With either consent view open, every child of the footer links list is an <li>', async () => {
  const pointer = userEvent.setup()
  footerFor('.com')
  const list = within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('list')
  const childTags = () => Array.from(list.children, (child) => child.tagName)
  for (const [button, title] of [
    ['Manage Cookie Preferences', 'Cookie preferences'],
    ['Do Not Sell or Share My Personal Information', 'Do Not Sell or Share My Personal Information'],
  ] as const) {
    await pointer.click(screen.getByRole('button', { name: button }))
    const dialog = await screen.findByRole('dialog', { name: title })
    expect(list.contains(dialog)).toBe(false)
    expect(new Set(childTags())).toEqual(new Set(['LI']))
    await pointer.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  }
})

test('The locale selector keeps the chosen value and calls its change handler', async () => {
  const pointer = userEvent.setup()
  const chosen: string[] = []
  const { LocaleSelect } = await import('./locale-select')
  const { LOCALE_OPTIONS } = await import('./footer-links')
  render(
    <LocaleSelect options={LOCALE_OPTIONS} initialLocale="en_US" label="Locale" onLocaleChange={(l) => chosen.push(l)} />,
  )
  await pointer.selectOptions(screen.getByRole('combobox', { name: 'Locale' }), 'fr_FR')
  expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveProperty('value', 'fr_FR')
  expect(chosen).toEqual(['fr_FR'])
})

test('A configured locale outside the usual list is offered and selected, named in its language', () => {
  const footer = footerFor('.com', 'es_US')
  const select = within(footer).getByRole('combobox', { name: 'Locale' })
  expect(select).toHaveProperty('value', 'es_US')
  expect(
    within(select).getByRole('option', { name: 'Español (Estados Unidos)', selected: true }),
  ).toBeDefined()
  cleanup()
  const nz = within(footerFor('.co.nz', 'en_NZ')).getByRole('combobox', { name: 'Locale' })
  expect(within(nz).getByRole('option', { selected: true }).textContent).toBe('English (New Zealand)')
  // The usual entries stay, once each.
  expect(within(nz).getAllByRole('option', { name: 'English (United States)' })).toHaveLength(1)
})
