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

test('HTTP requests are counted by method, route pattern and status, with cumulative latency buckets', async () => {
  const { metrics: m } = await import('./metrics')
  const before = await renderMetrics()
  m.httpRequest('GET', '/test/[id]', 200, 0.003)
  m.httpRequest('GET', '/test/[id]', 200, 0.004)
  m.httpRequest('GET', '/test/[id]', 200, 0.2)
  m.httpRequest('GET', '/test/[id]', 404, 20)
  const after = await renderMetrics()
  const grew = (series: string) => sampleOf(after, series) - sampleOf(before, series)
  const ok = 'method="GET",route="/test/[id]",status="200"'
  expect(grew(`tessera_http_requests_total{${ok}}`)).toBe(3)
  expect(grew(`tessera_http_requests_total{method="GET",route="/test/[id]",status="404"}`)).toBe(1)
  expect(grew(`tessera_http_request_duration_seconds_bucket{le="0.0025",${ok}}`)).toBe(0)
  expect(grew(`tessera_http_request_duration_seconds_bucket{le="0.005",${ok}}`)).toBe(2)
  expect(grew(`tessera_http_request_duration_seconds_bucket{le="0.25",${ok}}`)).toBe(3)
  expect(grew(`tessera_http_request_duration_seconds_bucket{le="+Inf",${ok}}`)).toBe(3)
  expect(grew(`tessera_http_request_duration_seconds_count{${ok}}`)).toBe(3)
  expect(grew(`tessera_http_request_duration_seconds_sum{${ok}}`)).toBeCloseTo(0.207, 6)
  // Slower than the last bound: only in +Inf.
  expect(grew('tessera_http_request_duration_seconds_bucket{le="10",method="GET",route="/test/[id]",status="404"}')).toBe(0)
  expect(grew('tessera_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/test/[id]",status="404"}')).toBe(1)
  expect(after).toContain('# TYPE tessera_http_request_duration_seconds histogram')
  expect(after).toContain('# TYPE tessera_http_requests_total counter')
})
