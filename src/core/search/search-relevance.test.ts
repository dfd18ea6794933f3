import { afterAll, beforeAll, expect, test } from 'vitest'
import { createNewYorkSearchDb, type NewYorkSearchDb } from '../../../tests/helpers/new-york-search-db'

// Issue 22 relevance, on New York events of the kinds the new user met: "stand up" found EV
// championships, a supercar race and a hip-hop night right after the first comedy show.
let ny: NewYorkSearchDb

beforeAll(async () => {
  ny = await createNewYorkSearchDb(new Date('2026-11-18T15:00:00Z'))
  const add = (n: number, name: string, summary: string, descriptionHtml = '') => ny.addEvent(n, { name, summary, descriptionHtml })
  // The unrelated ones come first in time, so that date order alone would put them on top.
  await add(1, 'EV Championship Finals', 'Electric racing at the waterfront', '<p>Fans stand along the track as the cars take the final turn.</p>')
  await add(2, 'Supercar Race Day', 'Spectator stands open at noon', '<p>Stand by the pit lane and watch the crews work.</p>')
  await add(3, 'Hip-Hop Night', 'DJs all night long', '<p>Stand up and dance: the best of the nineties.</p>')
  await add(4, 'Local Stand-Up Comedy Live', 'Five comics, one mic')
  await add(5, 'Stand Up Comedy Showcase', 'New York comics try new material')
  await add(6, 'Open Mic Night', 'Stand-up comedy, poetry and song')
  // Title over description, and a phrase over scattered words.
  await add(7, 'Dinner and Drinks', 'An evening with a jazz trio in the corner')
  await add(8, 'Brunch Club, then Late Jazz', 'Sunday plans')
  await add(9, 'Harlem Jazz Brunch', 'Sunday plans')
  await add(10, 'Jazz Brunch Encore', 'Sunday plans')
}, 60_000)

afterAll(async () => {
  await ny.handle.close()
})

const names = async (text: string) => (await ny.search({ text })).events.results.map((e) => e.name)

test('"stand up" in New York lists the comedy events first and the unrelated ones after', async () => {
  const found = await names('stand up')
  expect(found.slice(0, 3)).toEqual(['Local Stand-Up Comedy Live', 'Stand Up Comedy Showcase', 'Open Mic Night'])
  expect(found.slice(3)).toEqual(expect.arrayContaining(['EV Championship Finals', 'Supercar Race Day', 'Hip-Hop Night']))
})

test('"stand up comedy" puts the phrase in a title first and the same words in a summary next', async () => {
  expect(await names('stand up comedy')).toEqual(['Local Stand-Up Comedy Live', 'Stand Up Comedy Showcase', 'Open Mic Night'])
})

test('A title match ranks above a summary match, even when the summary match is sooner', async () => {
  const found = await names('jazz')
  expect(found.indexOf('Dinner and Drinks')).toBe(found.length - 1)
})

test('The words as a phrase rank above the same words scattered, and equal matches go soonest first', async () => {
  expect(await names('jazz brunch')).toEqual(['Harlem Jazz Brunch', 'Jazz Brunch Encore', 'Brunch Club, then Late Jazz'])
})

test('The very word typed in a title ranks above a word that only shares its stem', async () => {
  await ny.addEvent(1, { name: 'Animal Shelter Open Day', summary: '' })
  await ny.addEvent(2, { name: 'Anime Night', summary: '' })
  expect(await names('anime')).toEqual(['Anime Night', 'Animal Shelter Open Day'])
})

test('When no event has all the words, events with more of them come first, and the answer says so', async () => {
  const result = await ny.search({ text: 'jazz brunch encore harlem', allowSomeWords: true })
  expect(result.someWords).toBe(true)
  const found = result.events.results.map((e) => e.name)
  // Three of the four words each (the sooner first), then two, then one in a summary.
  expect(found.slice(0, 4)).toEqual(['Harlem Jazz Brunch', 'Jazz Brunch Encore', 'Brunch Club, then Late Jazz', 'Dinner and Drinks'])
  expect((await ny.search({ text: 'jazz brunch', allowSomeWords: true })).someWords).toBe(false)
  // Without allowSomeWords (the concierge) no event has every word, and none is answered.
  expect((await ny.search({ text: 'jazz brunch encore harlem' })).events.results).toEqual([])
})
