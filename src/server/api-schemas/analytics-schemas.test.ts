import { expect, test } from 'vitest'
import { zodIssuesToArgumentErrors } from '../api-handler'
import { RecordAnalyticsBodySchema } from './analytics-schemas'

function argumentErrorsOf(body: unknown) {
  const parsed = RecordAnalyticsBodySchema.safeParse(body)
  return parsed.success ? null : zodIssuesToArgumentErrors(parsed.error.issues, 'body')
}

// Where each of EventCreateAttempt's four fields is reported, in sorted order.
const EVERY_ATTEMPT_FIELD = ['eventCreateSource', 'hasPaidPublish', 'hasPublish', 'pageArea'].map(
  (field) => `events.0.properties.${field}`,
)

const attempt = { eventCreateSource: 'scratch', pageArea: 'header', hasPublish: false, hasPaidPublish: true }

test('An EventCreateAttempt with its four spec fields is accepted as sent', () => {
  const parsed = RecordAnalyticsBodySchema.parse({
    events: [{ event: 'EventCreateAttempt', page: '/', properties: attempt }],
  })
  expect(parsed.events[0]?.properties).toEqual(attempt)
})

test('An EventCreateAttempt without its fields names each missing one', () => {
  const errors = argumentErrorsOf({ events: [{ event: 'EventCreateAttempt', properties: {} }] })
  expect(Object.keys(errors ?? {}).sort()).toEqual(EVERY_ATTEMPT_FIELD)
})

test('An EventCreateAttempt with no properties at all is refused', () => {
  expect(argumentErrorsOf({ events: [{ event: 'EventCreateAttempt' }] })).toHaveProperty([
    'events.0.properties',
  ])
})

test('Publish flags must be booleans and the source and area short slugs', () => {
  const errors = argumentErrorsOf({
    events: [
      {
        event: 'EventCreateAttempt',
        properties: {
          eventCreateSource: 'Drop Tables;',
          pageArea: 'x'.repeat(41),
          hasPublish: 'yes',
          hasPaidPublish: 1,
        },
      },
    ],
  })
  expect(Object.keys(errors ?? {}).sort()).toEqual(EVERY_ATTEMPT_FIELD)
})

test('Other events keep free-form properties, and may omit them', () => {
  const parsed = RecordAnalyticsBodySchema.parse({
    events: [{ event: 'LogoHome' }, { event: 'EventCardClick', properties: { eventId: '12', position: 3 } }],
  })
  expect(parsed.events.map((e) => e.properties)).toEqual([{}, { eventId: '12', position: 3 }])
})

test('An unknown event name is refused under its own field', () => {
  expect(argumentErrorsOf({ events: [{ event: 'DropTables' }] })).toHaveProperty(['events.0.event'])
})

test('A page longer than 500 characters is cut to 500, so its batch is stored rather than refused', () => {
  const longPage = `/d/ny--new-york/${'%E6%9D%B1'.repeat(100)}/`
  const parsed = RecordAnalyticsBodySchema.parse({
    events: [
      { event: 'LogoHome', page: longPage },
      { event: 'SignInClicked', page: '/', properties: { pageArea: 'header' } },
    ],
  })
  expect(parsed.events.map((e) => e.page)).toEqual([longPage.slice(0, 500), '/'])
})
