import { expect, test } from 'vitest'
import { computeSalesChartScale } from './sales-chart-scale'

test('Days without sales between the first and the last sale get an empty bar', () => {
  const scale = computeSalesChartScale([
    { day: '2026-12-03', tickets: 2, netMinor: 4000 },
    { day: '2026-12-01', tickets: 1, netMinor: 2000 },
  ])
  expect(scale.bars).toEqual([
    { day: '2026-12-01', tickets: 1, netMinor: 2000 },
    { day: '2026-12-02', tickets: 0, netMinor: 0 },
    { day: '2026-12-03', tickets: 2, netMinor: 4000 },
  ])
  expect(scale.tickets).toBe(3)
  expect(scale.netMinor).toBe(6000)
  expect(scale.best.day).toBe('2026-12-03')
})

test('The count axis climbs in round steps to just above the best day', () => {
  const ticks = (tickets: number) => computeSalesChartScale([{ day: '2026-12-01', tickets, netMinor: 0 }]).ticks
  expect(ticks(1)).toEqual([0, 1])
  expect(ticks(3)).toEqual([0, 1, 2, 3])
  expect(ticks(7)).toEqual([0, 2, 4, 6, 8])
  expect(ticks(37)).toEqual([0, 10, 20, 30, 40])
  expect(ticks(240)).toEqual([0, 50, 100, 150, 200, 250])
})

test('Dates are written under the first, the last and a few bars between, never twice', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => ({ day: `2026-12-${String(i + 1).padStart(2, '0')}`, tickets: 1, netMinor: 100 }))
  expect(computeSalesChartScale(days(1)).labelled).toEqual([0])
  expect(computeSalesChartScale(days(2)).labelled).toEqual([0, 1])
  expect(computeSalesChartScale(days(5)).labelled).toEqual([0, 2, 4])
  expect(computeSalesChartScale(days(31)).labelled).toEqual([0, 10, 20, 30])
})

test('Sales spread over more than three months get a bar per sale day only', () => {
  const scale = computeSalesChartScale([
    { day: '2026-01-01', tickets: 1, netMinor: 100 },
    { day: '2026-06-01', tickets: 1, netMinor: 100 },
  ])
  expect(scale.bars.map((d) => d.day)).toEqual(['2026-01-01', '2026-06-01'])
})
