// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import germanCalendar from '@/messages/de/calendar.json'
import brazilianCalendar from '@/messages/pt/calendar.json'
import { DateRangeFields } from './date-picker'

afterEach(cleanup)

function renderFields(locale: string, weekStart: 0 | 1, texts: typeof germanCalendar, labels: { from: string; to: string; apply: string }) {
  render(
    <form aria-label="dates">
      <DateRangeFields start="2026-12-15" end="" labels={labels} locale={locale} weekStart={weekStart} texts={texts} />
    </form>,
  )
}

test('A Brazilian calendar starts its weeks on Sunday and is used by keyboard', async () => {
  renderFields('pt-BR', 0, brazilianCalendar, { from: 'De', to: 'Até', apply: 'Aplicar' })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /^De: / }))
  const grid = screen.getByRole('grid', { name: 'Dezembro de 2026' })
  const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent)
  expect(headers[0]).toBe('dom.')
  expect(headers[1]).toBe('seg.')
  // The chosen day has focus; arrows move it by day and by week, Enter chooses.
  expect(document.activeElement?.textContent).toBe('15')
  await user.keyboard('{ArrowRight}{ArrowDown}')
  expect(document.activeElement?.textContent).toBe('23')
  await user.keyboard('{Enter}')
  expect(screen.queryByRole('grid')).toBeNull()
  expect(document.querySelector<HTMLInputElement>('input[name="start_date"]')?.value).toBe('2026-12-23')
  expect(screen.getByRole('button', { name: /^De: quarta-feira, 23 de dezembro de 2026$/ })).toBe(document.activeElement)
})

test('A German calendar starts on Monday, pages by month and closes with Escape; both dates are asked for', async () => {
  renderFields('de-DE', 1, germanCalendar, { from: 'Von', to: 'Bis', apply: 'Anwenden' })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Anwenden' }))
  expect(screen.getByRole('alert').textContent).toBe('Wähle ein Start- und ein Enddatum.')
  const to = screen.getByRole('button', { name: 'Bis: Datum wählen' })
  expect(document.activeElement).toBe(to)
  await user.click(to)
  const grid = screen.getByRole('grid')
  expect(within(grid).getAllByRole('columnheader')[0]!.textContent).toMatch(/^Mo\.?$/) // CLDR's stand-alone abbreviation
  await user.click(screen.getByRole('button', { name: 'Nächster Monat' }))
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('grid')).toBeNull()
  expect(document.activeElement).toBe(to)
})
