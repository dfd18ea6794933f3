// Questions at registration (issue 40, decision 063) over real HTTP: the organizer adds, lists, changes,
// reorders and deletes an event's questions; a buyer must answer the required ones to complete an order
// (400 naming each field otherwise), and the answers reach the order, the attendee list and its CSV
// (formula-safe), stay readable when a question is deleted, and can be changed until the event starts.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { createPublishedEvent, postJson, type PublishedEvent } from '../e2e/creators/helpers'
import { jsonHeaders, newClient, signIn, signUp, uniqueEmail, type Client } from './helpers/accounts'
import { joinTeam } from './helpers/team'

type Question = { id: string; label: string; kind: string; per: string; required: boolean; options: string[]; ticket_class_ids: string[]; position: number }
type Answer = { question_id: string; label: string; attendee_index: number | null; value: unknown }
type Order = { id: string; access_token: string; status: string; answers?: Answer[] }
type ErrorBody = { error: string; error_description: string; argument_errors?: Record<string, string[]> }

function send(c: Client, method: 'post' | 'patch' | 'put' | 'delete', path: string, data?: unknown): Promise<APIResponse> {
  return c.api[method](path, { headers: jsonHeaders(c), ...(data === undefined ? {} : { data }) })
}

async function expectError(res: APIResponse, status: number): Promise<ErrorBody> {
  expect(res.status(), await res.text()).toBe(status)
  return (await res.json()) as ErrorBody
}

type Workshop = { creator: Client; event: PublishedEvent; dinnerClassId: string; size: Question; diet: Question; consent: Question; note: Question }

/** A published workshop (General tickets) with a Dinner class and four questions. */
async function setUpWorkshop(playwright: Parameters<typeof newClient>[0], baseURL: string, name: string): Promise<Workshop> {
  const creator = await newClient(playwright, baseURL)
  await signUp(creator)
  const event = await createPublishedEvent(creator, name)
  const { ticket_class: dinner } = await postJson<{ ticket_class: { id: string } }>(creator, `/api/v3/events/${event.eventId}/ticket_classes/`, { name: 'Dinner', free: false, cost: { currency: 'USD', value: 1000 }, quantity_total: 10 })
  const add = async (body: Record<string, unknown>) => (await postJson<{ question: Question }>(creator, `/api/v3/events/${event.eventId}/questions/`, body)).question
  const size = await add({ label: 'T-shirt size', kind: 'single', per: 'attendee', required: true, options: ['S', 'M', 'L'] })
  const diet = await add({ label: 'Dietary needs', kind: 'text', per: 'attendee', ticket_class_ids: [Number(dinner.id)] })
  const consent = await add({ label: 'I agree to the code of conduct', kind: 'checkbox', per: 'order', required: true })
  const note = await add({ label: 'Company', kind: 'text', per: 'order' })
  return { creator, event, dinnerClassId: dinner.id, size, diet, consent, note }
}

async function hold(buyer: Client, w: Workshop, general: number, dinner: number): Promise<Order> {
  const tickets = [{ ticket_class_id: w.event.ticketClassId, quantity: general }, ...(dinner > 0 ? [{ ticket_class_id: w.dinnerClassId, quantity: dinner }] : [])]
  return (await postJson<{ order: Order }>(buyer, '/api/v3/orders/', { event_id: w.event.eventId, tickets })).order
}

function complete(buyer: Client, order: Order, answers: unknown[]): Promise<APIResponse> {
  return send(buyer, 'post', `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Rosa Buyer', email: uniqueEmail('rosa') }, payment: { token: 'tok_visa' }, answers })
}

function goodAnswers(w: Workshop): unknown[] {
  return [
    { question_id: w.size.id, attendee_index: 0, value: 'M' },
    { question_id: w.size.id, attendee_index: 1, value: 'L' },
    { question_id: w.size.id, attendee_index: 2, value: 'S' },
    // Only the Dinner seat (the third ticket) is asked: it is attendee 0 of this question.
    { question_id: w.diet.id, attendee_index: 0, value: 'Vegetarian' },
    { question_id: w.consent.id, value: true },
    { question_id: w.note.id, value: '=HYPERLINK("http://evil.example","x")' },
  ]
}

test('An organizer adds, lists, changes, reorders and deletes the questions of an event, within limits', async ({ playwright, baseURL }) => {
  const w = await setUpWorkshop(playwright, baseURL!, 'Question Editing Workshop')
  const path = `/api/v3/events/${w.event.eventId}/questions/`
  const list = async () => ((await (await w.creator.api.get(path)).json()) as { questions: Question[] }).questions
  expect((await list()).map((q) => [q.label, q.position])).toEqual([
    ['T-shirt size', 0],
    ['Dietary needs', 1],
    ['I agree to the code of conduct', 2],
    ['Company', 3],
  ])
  expect(w.diet.ticket_class_ids).toEqual([w.dinnerClassId])

  // Bad fields are named.
  const bad = await expectError(await send(w.creator, 'post', path, { label: ' ', kind: 'single', per: 'order', options: ['Only one'] }), 400)
  expect(Object.keys(bad.argument_errors ?? {})).toEqual(expect.arrayContaining(['label', 'options']))
  const repeated = await expectError(await send(w.creator, 'post', path, { label: 'Size', kind: 'multiple', per: 'order', options: ['S', 's'] }), 400)
  expect(repeated.argument_errors?.['options[1]']).toEqual(['This option is already in the list.'])
  const foreignClass = await expectError(await send(w.creator, 'post', path, { label: 'Seat', kind: 'text', per: 'attendee', ticket_class_ids: [999999] }), 400)
  expect(foreignClass.argument_errors?.['ticket_class_ids[0]']).toBeDefined()
  await expectError(await send(w.creator, 'post', path, { label: 'Kind?', kind: 'essay', per: 'order' }), 400)
  await expectError(await send(w.creator, 'post', path, { label: 'x'.repeat(201), kind: 'text', per: 'order' }), 400)

  // Change the label and options, make it optional, and move it to the end.
  const changed = await send(w.creator, 'patch', `${path}${w.size.id}/`, { label: 'Shirt size', options: ['S', 'M', 'L', 'XL'], required: false, position: 3 })
  expect(changed.status(), await changed.text()).toBe(200)
  expect(((await changed.json()) as { question: Question }).question).toMatchObject({ label: 'Shirt size', options: ['S', 'M', 'L', 'XL'], required: false, position: 3 })
  expect((await list()).map((q) => q.label)).toEqual(['Dietary needs', 'I agree to the code of conduct', 'Company', 'Shirt size'])

  // Deleting one closes up the list; it is gone for good.
  expect((await send(w.creator, 'delete', `${path}${w.note.id}/`)).status()).toBe(204)
  expect((await list()).map((q) => [q.label, q.position])).toEqual([
    ['Dietary needs', 0],
    ['I agree to the code of conduct', 1],
    ['Shirt size', 2],
  ])
  await expectError(await send(w.creator, 'patch', `${path}${w.note.id}/`, { label: 'Back?' }), 404)

  // At most 50 questions an event.
  for (let i = (await list()).length; i < 50; i++) await postJson(w.creator, path, { label: `Question ${i}`, kind: 'text', per: 'order' })
  const full = await expectError(await send(w.creator, 'post', path, { label: 'One too many', kind: 'text', per: 'order' }), 409)
  expect(full.error_description).toBe('An event asks at most 50 questions.')

  // Another organizer, and an anonymous visitor, learn nothing.
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  await expectError(await stranger.api.get(path), 404)
  await expectError(await send(stranger, 'post', path, { label: 'Mine?', kind: 'text', per: 'order' }), 404)
  await expectError(await send(stranger, 'patch', `${path}${w.size.id}/`, { label: 'Mine?' }), 404)
  const anonymous = await newClient(playwright, baseURL!)
  await expectError(await anonymous.api.get(path), 401)
})

test('A buyer must answer the required questions to complete an order; answers reach the order, the attendee list and the CSV', async ({ playwright, baseURL }) => {
  const w = await setUpWorkshop(playwright, baseURL!, 'Answered Workshop')
  const buyer = await newClient(playwright, baseURL!)
  const order = await hold(buyer, w, 2, 1)

  // The order says what it is asked: the size of all three attendees, the diet of the Dinner seat only.
  const asked = (await (await buyer.api.get(`/api/v3/orders/${order.id}/answers/?token=${order.access_token}`)).json()) as { questions: { id: string; attendees: { attendee_index: number; seat: number; ticket_class_name: string }[] }[]; editable: boolean }
  expect(asked.questions.map((q) => q.id)).toEqual([w.size.id, w.diet.id, w.consent.id, w.note.id])
  expect(asked.questions[0]!.attendees.map((a) => [a.attendee_index, a.seat, a.ticket_class_name])).toEqual([
    [0, 0, 'General'],
    [1, 1, 'General'],
    [2, 2, 'Dinner'],
  ])
  expect(asked.questions[1]!.attendees.map((a) => [a.attendee_index, a.seat])).toEqual([[0, 2]])
  expect(asked.editable).toBe(true)

  // Nothing answered: each required answer is named, and the order stays held, uncharged.
  const missing = await expectError(await complete(buyer, order, []), 400)
  expect(missing.error).toBe('INVALID_ARGUMENT')
  expect(missing.argument_errors).toEqual({
    [`answers[question_id=${w.size.id}][attendee_index=0]`]: ['This question needs an answer.'],
    [`answers[question_id=${w.size.id}][attendee_index=1]`]: ['This question needs an answer.'],
    [`answers[question_id=${w.size.id}][attendee_index=2]`]: ['This question needs an answer.'],
    [`answers[question_id=${w.consent.id}]`]: ['Tick this box to continue.'],
  })
  const still = (await (await buyer.api.get(`/api/v3/orders/${order.id}/?token=${order.access_token}`)).json()) as { order: Order }
  expect(still.order.status).toBe('reserved')

  // Bad values are named by their place in the request.
  const bad = await expectError(
    await complete(buyer, order, [
      { question_id: w.size.id, attendee_index: 0, value: 'XXL' },
      { question_id: w.size.id, attendee_index: 7, value: 'S' },
      { question_id: w.consent.id, value: 'yes' },
      { question_id: w.diet.id, attendee_index: 0, value: 'x'.repeat(201) },
      { question_id: '999999', value: 'hi' },
    ]),
    400,
  )
  expect(bad.argument_errors?.['answers[0].value']).toEqual(['Choose one of the options.'])
  expect(bad.argument_errors?.['answers[1].attendee_index']).toEqual(['Use an attendee_index from 0 to 2.'])
  expect(bad.argument_errors?.['answers[2].value']).toEqual(['Answer true or false.'])
  expect(bad.argument_errors?.['answers[3].value']).toEqual(['Use at most 200 characters.'])
  expect(bad.argument_errors?.['answers[4].question_id']).toEqual(['This order is not asked that question.'])
  const unticked = await expectError(await complete(buyer, order, [...goodAnswers(w).slice(0, 4), { question_id: w.consent.id, value: false }]), 400)
  expect(unticked.argument_errors?.['answers[4].value']).toEqual(['Tick this box to continue.'])

  // Answered: paid, and the order carries its answers.
  const paid = await complete(buyer, order, goodAnswers(w))
  expect(paid.status(), await paid.text()).toBe(200)
  const body = (await paid.json()) as { order: Order }
  expect(body.order.status).toBe('paid')
  expect(body.order.answers?.map((a) => [a.label, a.attendee_index, a.value])).toEqual([
    ['T-shirt size', 0, 'M'],
    ['T-shirt size', 1, 'L'],
    ['T-shirt size', 2, 'S'],
    ['Dietary needs', 0, 'Vegetarian'],
    ['I agree to the code of conduct', null, true],
    ['Company', null, '=HYPERLINK("http://evil.example","x")'],
  ])
  const read = (await (await buyer.api.get(`/api/v3/orders/${order.id}/?token=${order.access_token}`)).json()) as { order: Order }
  expect(read.order.answers).toEqual(body.order.answers)

  // The attendee list gives each ticket its own answers and its order's.
  const { attendees } = (await (await w.creator.api.get(`/api/v3/events/${w.event.eventId}/attendees/`)).json()) as { attendees: { ticket_class_name: string; answers?: Answer[] }[] }
  expect(attendees.map((a) => [a.ticket_class_name, a.answers?.map((x) => x.value)])).toEqual([
    ['General', ['M', true, '=HYPERLINK("http://evil.example","x")']],
    ['General', ['L', true, '=HYPERLINK("http://evil.example","x")']],
    ['Dinner', ['S', 'Vegetarian', true, '=HYPERLINK("http://evil.example","x")']],
  ])

  // The CSV: one column per question, the buyer's formula kept as text.
  const csv = await (await w.creator.api.get(`/api/v3/events/${w.event.eventId}/attendees.csv`)).text()
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toBe('"Order","Ticket code","Attendee","Buyer","Email","Ticket type","Status","Checked in at","T-shirt size","Dietary needs","I agree to the code of conduct","Company"')
  expect(lines).toHaveLength(4)
  expect(lines[1]).toMatch(/"General","valid","","M","","Yes","'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)"$/)
  expect(lines[3]).toMatch(/"Dinner","valid","","S","Vegetarian","Yes","'=HYPERLINK/)

  // Door staff at the desk see names, not the buyers' answers (decision 061).
  const door = await joinTeam(playwright, w.creator, 'door', [w.event.eventId])
  const desk = (await (await door.client.api.get(`/api/v3/events/${w.event.eventId}/attendees/`)).json()) as { attendees: { name: string; answers?: unknown }[] }
  expect(desk.attendees).toHaveLength(3)
  expect(desk.attendees.every((a) => a.answers === undefined)).toBe(true)
  expect((await door.client.api.get(`/api/v3/events/${w.event.eventId}/attendees.csv`)).status()).toBe(403)
})

test('Answers stay readable when their question changes or goes, and an answered question keeps its kind', async ({ playwright, baseURL }) => {
  const w = await setUpWorkshop(playwright, baseURL!, 'Changing Questions Workshop')
  const buyer = await newClient(playwright, baseURL!)
  const order = await hold(buyer, w, 2, 1)
  expect((await complete(buyer, order, goodAnswers(w))).status()).toBe(200)
  const path = `/api/v3/events/${w.event.eventId}/questions/`

  const kind = await expectError(await send(w.creator, 'patch', `${path}${w.note.id}/`, { kind: 'paragraph' }), 409)
  expect(kind.error_description).toContain('Buyers have answered this question')
  await expectError(await send(w.creator, 'patch', `${path}${w.note.id}/`, { per: 'attendee' }), 409)
  // A question nobody answered may change its kind.
  const fresh = await postJson<{ question: Question }>(w.creator, path, { label: 'Level', kind: 'text', per: 'order' })
  expect((await send(w.creator, 'patch', `${path}${fresh.question.id}/`, { kind: 'single', options: ['Beginner', 'Advanced'] })).status()).toBe(200)

  expect((await send(w.creator, 'patch', `${path}${w.size.id}/`, { label: 'Shirt size (unisex)' })).status()).toBe(200)
  expect((await send(w.creator, 'delete', `${path}${w.note.id}/`)).status()).toBe(204)
  const read = (await (await buyer.api.get(`/api/v3/orders/${order.id}/?token=${order.access_token}`)).json()) as { order: Order }
  // Labels as they were answered; the deleted question's answer is still there, last.
  expect(read.order.answers?.map((a) => a.label)).toEqual(['T-shirt size', 'T-shirt size', 'T-shirt size', 'Dietary needs', 'I agree to the code of conduct', 'Company'])
  const csv = await (await w.creator.api.get(`/api/v3/events/${w.event.eventId}/attendees.csv`)).text()
  expect(csv.split('\r\n')[0]).toBe('"Order","Ticket code","Attendee","Buyer","Email","Ticket type","Status","Checked in at","Shirt size (unisex)","Dietary needs","I agree to the code of conduct","Level","Company"')
})

test('A buyer changes their answers until the event starts, and is refused with 409 afterwards', async ({ playwright, baseURL }) => {
  const w = await setUpWorkshop(playwright, baseURL!, 'Editable Answers Workshop')
  const buyer = await newClient(playwright, baseURL!)
  const order = await hold(buyer, w, 2, 1)
  expect((await complete(buyer, order, goodAnswers(w))).status()).toBe(200)
  const answersPath = `/api/v3/orders/${order.id}/answers/?token=${order.access_token}`

  const changed = [...goodAnswers(w).slice(0, 3), { question_id: w.diet.id, attendee_index: 0, value: 'Vegan, no nuts' }, { question_id: w.consent.id, value: true }]
  const put = await send(buyer, 'put', answersPath, { answers: changed })
  expect(put.status(), await put.text()).toBe(200)
  const saved = (await put.json()) as { answers: Answer[]; editable: boolean; editable_until: string }
  expect(saved.answers.map((a) => a.value)).toEqual(['M', 'L', 'S', 'Vegan, no nuts', true])
  expect(saved.editable).toBe(true)
  // The same checks as at checkout: a required answer cannot be taken away.
  const without = await expectError(await send(buyer, 'put', answersPath, { answers: changed.slice(1) }), 400)
  expect(without.argument_errors?.[`answers[question_id=${w.size.id}][attendee_index=0]`]).toEqual(['This question needs an answer.'])
  // Nobody else may change them.
  const stranger = await newClient(playwright, baseURL!)
  await expectError(await send(stranger, 'put', `/api/v3/orders/${order.id}/answers/`, { answers: changed }), 404)

  // The event starts an hour from its clock's now; two hours later the answers are fixed.
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  const clock = async (seconds: number) => {
    const res = await send(staff, 'post', '/api/v3/admin/test-clock/', { event_id: w.event.eventId, advance_seconds: seconds })
    expect(res.status(), await res.text()).toBe(200)
    return new Date(((await res.json()) as { now: string }).now)
  }
  const now = await clock(0)
  const start = new Date(now.getTime() + 3600_000)
  const moved = await send(w.creator, 'patch', `/api/v3/events/${w.event.eventId}/`, { start_utc: start.toISOString(), end_utc: new Date(start.getTime() + 7200_000).toISOString() })
  expect(moved.status(), await moved.text()).toBe(200)
  await clock(2 * 3600)
  const late = await expectError(await send(buyer, 'put', answersPath, { answers: changed }), 409)
  expect(late.error_description).toBe('The event has started, so the answers can no longer be changed.')
  const after = (await (await buyer.api.get(answersPath)).json()) as { editable: boolean; refusal: string; answers: Answer[] }
  expect(after).toMatchObject({ editable: false, refusal: 'The event has started, so the answers can no longer be changed.' })
  expect(after.answers.map((a) => a.value)).toEqual(['M', 'L', 'S', 'Vegan, no nuts', true])
})
