// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { SalesChart } from './sales-chart'

afterEach(cleanup)

test('The sales chart names its axes, dates its first, middle and last day and sums up the sales in words', () => {
  render(
    <SalesChart
      currency="USD"
      days={[
        { day: '2026-12-01', tickets: 2, netMinor: 4000 },
        { day: '2026-12-03', tickets: 7, netMinor: 14050 },
        { day: '2026-12-05', tickets: 1, netMinor: 2000 },
      ]}
    />,
  )
  const chart = screen.getByRole('img', {
    name: 'Tickets sold per day. 10 tickets sold from Dec 1, 2026 to Dec 5, 2026, $200.50 in net ticket sales; the best day was Dec 3, 2026, with 7 tickets.',
  })
  expect(within(chart).getByText('Tickets sold')).toBeDefined()
  expect(within(chart).getByText('Day of payment')).toBeDefined()
  // Five calendar days (two without sales), counts in round steps up to 8.
  expect(['0', '2', '4', '6', '8'].map((tick) => within(chart).getByText(tick).textContent)).toHaveLength(5)
  expect(['Dec 1', 'Dec 3', 'Dec 5'].map((day) => within(chart).getByText(day).textContent)).toHaveLength(3)
  expect(within(chart).getByTitle('Dec 2, 2026: 0 tickets, $0')).toBeDefined()
  // The exact numbers, day by day, for anyone who wants them.
  const table = screen.getByRole('table', { name: 'Sales per day' })
  expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
    'DayTicketsNet ticket sales',
    'Dec 1, 20262$40',
    'Dec 3, 20267$140.50',
    'Dec 5, 20261$20',
  ])
})

test('A chart of one day says on which day, without a best day', () => {
  render(<SalesChart currency="EUR" days={[{ day: '2026-12-01', tickets: 1, netMinor: 1500 }]} />)
  expect(screen.getByRole('img', { name: 'Tickets sold per day. 1 ticket sold on Dec 1, 2026, €15 in net ticket sales.' })).toBeDefined()
})

test('No sales yet draws no chart', () => {
  render(<SalesChart currency="USD" days={[]} />)
  expect(screen.getByText('No sales yet.')).toBeDefined()
  expect(screen.queryByRole('img')).toBeNull()
})
