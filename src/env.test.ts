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

test('SHOW_INTENT_TOGGLE is on unless set to 0 or false', () => {
  const show = (value: string | undefined) =>
    readEnv({ NODE_ENV: 'test', SHOW_INTENT_TOGGLE: value }).showIntentToggle
  expect([undefined, '', '1', 'true', ' true '].map(show)).toEqual([true, true, true, true, true])
  expect(['0', 'false', ' 0 '].map(show)).toEqual([false, false, false])
  expect(() => show('off')).toThrow(
    new ConfigError('Configuration error: SHOW_INTENT_TOGGLE must be 1, 0, true or false.'),
  )
})

test('ADMIN_SERVER_URL unset (or empty) serves the staff pages on this site', () => {
  const admin = (value: string | undefined) =>
    readEnv({ NODE_ENV: 'test', ADMIN_SERVER_URL: value }).adminServerUrl
  expect(admin(undefined)).toBeUndefined()
  expect(admin('  ')).toBeUndefined()
})

test('ADMIN_SERVER_URL is an http(s) origin, kept without its trailing slash', () => {
  const admin = (value: string) => readEnv({ NODE_ENV: 'test', ADMIN_SERVER_URL: value }).adminServerUrl
  expect(admin('https://admin.example.com')).toBe('https://admin.example.com')
  expect(admin(' https://admin.example.com/ ')).toBe('https://admin.example.com')
  expect(admin('http://localhost:3001')).toBe('http://localhost:3001')
})

test('ADMIN_SERVER_URL values that are not a bare http(s) origin stop start-up with a sentence naming it', () => {
  for (const value of [
    'admin.example.com',
    '/admin',
    '//admin.example.com',
    'https:///admin.example.com',
    'https://admin.example.com/tools',
    'https://admin.example.com?x=1',
    'https://admin.example.com#top',
    'https://staff:secret@admin.example.com',
    'https://admin example.com',
    'ftp://admin.example.com',
    'javascript:alert(1)',
    'http://:80',
  ]) {
    expect(() => readEnv({ NODE_ENV: 'test', ADMIN_SERVER_URL: value }), value).toThrow(
      new ConfigError(
        'Configuration error: ADMIN_SERVER_URL must be an http:// or https:// origin such as https://admin.example.com, without a path.',
      ),
    )
  }
})

test('Without SMTP_URL mail stays local; with one it is sent by SMTP from MAIL_FROM', () => {
  const local = readEnv({ NODE_ENV: 'test' })
  expect(local.smtpUrl).toBeNull()
  expect(local.mailFrom).toBe('Tessera <no-reply@tessera.localhost>')
  const smtp = readEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://user:pw@127.0.0.1:2525', MAIL_FROM: 'Box <box@example.com>' })
  expect(smtp.smtpUrl).toBe('smtp://user:pw@127.0.0.1:2525')
  expect(smtp.mailFrom).toBe('Box <box@example.com>')
  expect(() => readEnv({ NODE_ENV: 'test', SMTP_URL: 'http://mail.example.com' })).toThrow(
    'Configuration error: SMTP_URL must be an smtp:// or smtps:// URL.',
  )
})
