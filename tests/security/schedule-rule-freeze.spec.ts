// Issue 39 finding 2, over real HTTP: a schedule rule with no date (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30)
// made rrule walk to year 9999, answering 400 after 17–20 s while every other request waited. The rule is
// now expanded off the request thread within a budget: the worst rules found answer 400 at once, and a
// trivial GET sent beside them is not held up. (Generous bounds: the fix is 50 ms against 17 s.)
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp, type Client } from '../api/helpers/accounts'

function post(c: Client, path: string, data: unknown): Promise<APIResponse> {
  return c.api.post(path, { headers: jsonHeaders(c), data: data as Record<string, unknown> })
}

const WORST_RULES = [
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=1',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31;UNTIL=20991231T000000Z',
  'RRULE:FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30;COUNT=1',
  'RRULE:FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31;BYDAY=MO;COUNT=2',
]

test('Schedule rules that match no date answer 400 quickly, and other requests do not wait for them', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const year = new Date().getUTCFullYear() + 1
  const made = await post(creator, '/api/v3/events/', {
    name: `Frozen Schedule ${Date.now().toString(36)}`,
    summary: 'A rule that never matches.',
    description_html: '<p>Every day that never comes.</p>',
    category_id: 113,
    format_id: 9,
    start: { local: `${year}-06-20T19:00:00`, timezone: 'America/New_York' },
    end: { local: `${year}-06-20T21:00:00`, timezone: 'America/New_York' },
    online: false,
    venue: { name: 'Pier 17', address_1: '89 South St', city: 'New York', country: 'US', latitude: 40.7056, longitude: -74.0014 },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { event } = (await made.json()) as { event: { id: string } }
  const visitor = await newClient(playwright, baseURL!)
  // A rule without an end is refused too; it also makes sure the expansion thread has started, which is
  // not what is timed here.
  expect((await post(creator, `/api/v3/events/${event.id}/schedules/`, { occurrence_duration: 3600, recurrence_rule: 'RRULE:FREQ=DAILY' })).status()).toBe(400)
  for (const rule of WORST_RULES) {
    const started = Date.now()
    const [answer, trivial] = await Promise.all([
      post(creator, `/api/v3/events/${event.id}/schedules/`, { occurrence_duration: 3600, recurrence_rule: rule }),
      (async () => {
        const sent = Date.now()
        const res = await visitor.api.get('/healthz/')
        return { status: res.status(), ms: Date.now() - sent }
      })(),
    ])
    expect(answer.status(), `${rule}: ${await answer.text()}`).toBe(400)
    expect(await answer.json()).toMatchObject({ error: 'INVALID_ARGUMENT', argument_errors: { recurrence_rule: [expect.any(String)] } })
    expect(Date.now() - started, rule).toBeLessThan(3000)
    expect(trivial.status).toBe(200)
    expect(trivial.ms, `the trivial GET beside ${rule}`).toBeLessThan(2000)
  }
  // A real weekly rule still expands.
  const weekly = await post(creator, `/api/v3/events/${event.id}/schedules/`, { occurrence_duration: 3600, recurrence_rule: `DTSTART:${year}0620T190000\nRRULE:FREQ=WEEKLY;COUNT=3` })
  expect(weekly.status(), await weekly.text()).toBe(201)
})
