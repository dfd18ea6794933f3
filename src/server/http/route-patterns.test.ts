import { expect, test } from 'vitest'
import { createRoutePatterns, UNMATCHED_ROUTE } from './route-patterns'

const routePatternOf = createRoutePatterns({
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/healthz', regex: '^/healthz(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/e/[slug]', regex: '^/e/([^/]+?)(?:/)?$' },
    { page: '/d/[...segments]', regex: '^/d/(.+?)(?:/)?$' },
  ],
}, ['/metrics'])

test('Requests are labelled with their route pattern, never their raw URL', () => {
  expect(routePatternOf('/')).toBe('/')
  expect(routePatternOf('/healthz/')).toBe('/healthz')
  expect(routePatternOf('/e/jazz-night-tickets-123/')).toBe('/e/[slug]')
  expect(routePatternOf('/e/quiz-tickets-9')).toBe('/e/[slug]')
  expect(routePatternOf('/d/ny--new-york/music/jazz/')).toBe('/d/[...segments]')
  expect(routePatternOf('/_next/static/chunks/app-123.js')).toBe('/_next/static')
})

test('Paths our own server answers keep their own label, even under a catch-all route', () => {
  const withCatchAll = createRoutePatterns({ dynamicRoutes: [{ page: '/[...rest]', regex: '^/(.+?)(?:/)?$' }] }, ['/metrics'])
  expect(withCatchAll('/metrics')).toBe('/metrics')
  expect(withCatchAll('/anything/else')).toBe('/[...rest]')
})

test('Paths no route matches share one label, so scanners cannot create new series', () => {
  expect(routePatternOf('/wp-admin/setup.php')).toBe(UNMATCHED_ROUTE)
  expect(routePatternOf('/e/a/b/c')).toBe(UNMATCHED_ROUTE)
})
