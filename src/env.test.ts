import { expect, test } from 'vitest'
import { ConfigError, readEnv } from './env'

const withRedirect = (value: string | undefined) =>
  readEnv({ NODE_ENV: 'test', HOST_EVENTS_REDIRECT_URL: value })

test('Without HOST_EVENTS_REDIRECT_URL (or with it empty) the intent toggle keeps its default', () => {
  expect(withRedirect(undefined).hostEventsRedirectURL).toBeUndefined()
  expect(withRedirect('  ').hostEventsRedirectURL).toBeUndefined()
})

test('HOST_EVENTS_REDIRECT_URL accepts a same-site path or an http(s) URL', () => {
  expect(withRedirect('/organizer/pricing?from=toggle').hostEventsRedirectURL).toBe(
    '/organizer/pricing?from=toggle',
  )
  expect(withRedirect(' https://organizers.example.com/start ').hostEventsRedirectURL).toBe(
    'https://organizers.example.com/start',
  )
  expect(withRedirect('http://localhost:3000/organizer').hostEventsRedirectURL).toBe(
    'http://localhost:3000/organizer',
  )
})

test('HOST_EVENTS_REDIRECT_URL values that browsers read as another site stop start-up with a sentence', () => {
  for (const value of [
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https:///evil.example',
    'evil.example',
  ]) {
    expect(() => withRedirect(value), value).toThrow(ConfigError)
  }
  for (const value of ['javascript:alert(1)', 'ftp://files.example/', 'organizer/overview']) {
    expect(() => withRedirect(value), value).toThrow(
      'Configuration error: HOST_EVENTS_REDIRECT_URL must be a path starting with a single "/" or an http:// or https:// URL, without spaces.',
    )
  }
})

test('MANAGE_OVERVIEW_ACTIVE turns the manage overview on with 1 or true; unset, empty, 0 or false leave it off', () => {
  const overview = (value: string | undefined) =>
    readEnv({ NODE_ENV: 'test', MANAGE_OVERVIEW_ACTIVE: value }).isManageOverviewActive
  expect([undefined, '', '0', 'false'].map(overview)).toEqual([false, false, false, false])
  expect(['1', 'true', ' true '].map(overview)).toEqual([true, true, true])
  expect(() => overview('yes')).toThrow(
    new ConfigError('Configuration error: MANAGE_OVERVIEW_ACTIVE must be 1, 0, true or false.'),
  )
})
