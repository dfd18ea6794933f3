import { expect, test } from 'vitest'
import { metrics, renderMetrics } from './metrics'

function sampleOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

test('Database query times are counted per engine, each query once, in the seconds bucket it fell in', async () => {
  const before = await renderMetrics()
  metrics.dbQuery('pglite', 0.002)
  metrics.dbQuery('pglite', 0.2)
  metrics.dbQuery('postgres', 0.004)
  const after = await renderMetrics()
  const grew = (series: string) => sampleOf(after, series) - sampleOf(before, series)
  expect(grew('tessera_db_query_duration_seconds_count{engine="pglite"}')).toBe(2)
  expect(grew('tessera_db_query_duration_seconds_count{engine="postgres"}')).toBe(1)
  expect(grew('tessera_db_query_duration_seconds_sum{engine="pglite"}')).toBeCloseTo(0.202, 6)
  expect(grew('tessera_db_query_duration_seconds_bucket{le="+Inf",engine="pglite"}')).toBe(2)
})
