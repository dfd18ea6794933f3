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

const PRODUCTION_SETTINGS = { SITE_URL: 'https://tickets.example.com', DATABASE_URL: 'postgres://app@db.internal/tessera' }

test('DEPLOYMENT_STAGE is Local when unset and takes each of the spec stages', () => {
  expect(readEnv({ NODE_ENV: 'test' }).deploymentStage).toBe('Local')
  for (const stage of ['Local', 'Dev', 'Test', 'Preprod', 'Prod']) {
    expect(readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: stage, ...PRODUCTION_SETTINGS }).deploymentStage).toBe(stage)
  }
})

test('An unknown DEPLOYMENT_STAGE stops start-up with a sentence listing the stages', () => {
  for (const stage of ['Nope', 'prod', 'Production']) {
    expect(() => readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: stage })).toThrow(
      new ConfigError('Configuration error: DEPLOYMENT_STAGE must be one of Local, Dev, Test, Preprod or Prod.'),
    )
  }
})

test('Preprod and Prod require SITE_URL and DATABASE_URL', () => {
  for (const stage of ['Preprod', 'Prod']) {
    expect(() => readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: stage, DATABASE_URL: PRODUCTION_SETTINGS.DATABASE_URL })).toThrow(
      new ConfigError(`Configuration error: SITE_URL is required when DEPLOYMENT_STAGE is ${stage}.`),
    )
    expect(() => readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: stage, SITE_URL: PRODUCTION_SETTINGS.SITE_URL })).toThrow(
      new ConfigError(`Configuration error: DATABASE_URL is required when DEPLOYMENT_STAGE is ${stage}.`),
    )
  }
  expect(readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: 'Dev' }).databaseUrl).toBeUndefined()
})

test('Preprod and Prod load no demo data and refuse test payments unless asked; other stages allow both', () => {
  const prod = (extra: Record<string, string> = {}) =>
    readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: 'Prod', ...PRODUCTION_SETTINGS, ...extra })
  expect(prod()).toMatchObject({ seedDemoData: false, allowTestPayments: false })
  expect(prod({ SEED_DEMO_DATA: '1', ALLOW_TEST_PAYMENTS: 'true' })).toMatchObject({ seedDemoData: true, allowTestPayments: true })
  expect(readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: 'Preprod', ...PRODUCTION_SETTINGS })).toMatchObject({
    seedDemoData: false,
    allowTestPayments: false,
  })
  for (const stage of ['Local', 'Dev', 'Test']) {
    expect(readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: stage })).toMatchObject({ seedDemoData: true, allowTestPayments: true })
  }
  expect(readEnv({ NODE_ENV: 'test', SEED_DEMO_DATA: '0' }).seedDemoData).toBe(false)
})

test('Logs are pretty on Local and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
  expect(readEnv({ NODE_ENV: 'test' }).logging).toEqual({ level: 'info', pretty: true })
  expect(readEnv({ NODE_ENV: 'test', DEPLOYMENT_STAGE: 'Dev' }).logging).toEqual({ level: 'info', pretty: false })
  expect(readEnv({ NODE_ENV: 'test', LOG_FORMAT: 'json', LOG_LEVEL: 'warn' }).logging).toEqual({ level: 'warn', pretty: false })
})

test('METRICS_ALLOWED_ADDRESSES takes addresses and CIDR ranges; METRICS_TOKEN must be long', () => {
  const config = readEnv({ NODE_ENV: 'test', METRICS_ALLOWED_ADDRESSES: '127.0.0.1, 10.0.0.0/8,::1' })
  expect(config.metrics).toEqual({ enabled: true, token: undefined, allowedAddresses: ['127.0.0.1', '10.0.0.0/8', '::1'] })
  expect(() => readEnv({ NODE_ENV: 'test', METRICS_ALLOWED_ADDRESSES: 'prometheus.internal' })).toThrow(
    'Configuration error: METRICS_ALLOWED_ADDRESSES must be a comma-separated list of IP addresses or CIDR ranges.',
  )
  expect(() => readEnv({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(
    'Configuration error: METRICS_TOKEN must be at least 16 characters long.',
  )
})

test('Stripe takes card payments only with a secret key, and never without its webhook secret', () => {
  expect(readEnv({ NODE_ENV: 'test' }).stripe).toBeNull()
  expect(
    readEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe,
  ).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_xyz', apiBase: 'http://127.0.0.1:12111' })
  expect(() => readEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
    /STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is/,
  )
  expect(() => readEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'pk_test_publishable', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' })).toThrow(ConfigError)
})

test("Without DEFAULT_PLACE_SLUG a visitor's unknown place is the site country's biggest city; set, it wins", () => {
  expect(readEnv({ NODE_ENV: 'test' }).defaultPlaceSlug).toBe('ny--new-york')
  expect(readEnv({ NODE_ENV: 'test', SITE_TLD: '.de', SITE_LOCALE: 'de_DE' }).defaultPlaceSlug).toBe('germany--berlin')
  expect(readEnv({ NODE_ENV: 'test', SITE_TLD: '.de', DEFAULT_PLACE_SLUG: 'germany--hamburg' }).defaultPlaceSlug).toBe('germany--hamburg')
  expect(readEnv({ NODE_ENV: 'test', SITE_TLD: '.de', DEFAULT_PLACE_SLUG: ' ' }).defaultPlaceSlug).toBe('germany--berlin')
})

test('DATABASE_POOL_SIZE sets the connections each instance keeps to PostgreSQL: 10 unless set, and a number from 1 to 500', () => {
  expect(readEnv({ NODE_ENV: 'test' }).databasePoolSize).toBe(10)
  expect(readEnv({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40)
  for (const value of ['0', '501', 'many', '2.5']) {
    expect(() => readEnv({ NODE_ENV: 'test', DATABASE_POOL_SIZE: value }), value).toThrow(ConfigError)
  }
})
