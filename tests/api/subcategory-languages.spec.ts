// Issue 25 over real HTTP: a German page names subcategories in German (the subcategories catalog): the
// home page's tiles, a results page's subcategory filter, and the heading of a subcategory's results.
import { expect, test, type APIRequestContext } from '../e2e/fixtures'
import english from '../../src/messages/en/subcategories.json'
import german from '../../src/messages/de/subcategories.json'
import { decodeHtml } from './helpers/html'

const ENGLISH: Record<string, string> = english.titles
const GERMAN: Record<string, string> = german.titles

async function html(request: APIRequestContext, pathname: string): Promise<string> {
  const res = await request.get(pathname, { maxRedirects: 0, headers: { accept: 'text/html' } })
  expect(res.status(), pathname).toBe(200)
  return res.text()
}

// A reader's text of an HTML fragment: tags and React's text separators dropped, entities decoded.
function textOf(fragment: string): string {
  return decodeHtml(fragment.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).trim()
}

/** Each subcategory id with the title its home tile shows. */
function tileTitles(page: string): [id: string, title: string][] {
  return [
    ...page.matchAll(/data-key="TesseraSubCategory\/(\d+)"[\s\S]*?class="[^"]*tileTitle[^"]*">([^<]*)</g),
  ].map((m) => [m[1]!, textOf(m[2]!)])
}

/** The subcategory filter's options: link and label without its count. */
function subcategoryOptions(page: string): { href: string; label: string }[] {
  const group = /aria-labelledby="filter-subcategory"[\s\S]*?<\/section>/.exec(page)?.[0] ?? ''
  return [...group.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decodeHtml(m[1]!),
    label: textOf(m[2]!).replace(/\s*\([\d.,\s]+\)$/, ''),
  }))
}

// Titles spelt the same in both languages (Jazz, Halloween) say nothing about the language.
function differsInGerman(id: string): boolean {
  return ENGLISH[id] !== GERMAN[id]
}

test('The German home page names its subcategory tiles in German', async ({ request }) => {
  const tiles = tileTitles(await html(request, '/de-de/'))
  expect(tiles.length).toBeGreaterThan(0)
  for (const [id, title] of tiles) expect(title, `tile ${id}`).toBe(GERMAN[id])
  expect(
    tiles.filter(([id]) => differsInGerman(id)).length,
    'tiles whose German title differs',
  ).toBeGreaterThan(0)
  // The English home page keeps the English titles.
  for (const [id, title] of tileTitles(await html(request, '/')))
    expect(title, `English tile ${id}`).toBe(ENGLISH[id])
})

test('A German results page lists its subcategory filter in German and heads a subcategory search in German', async ({
  request,
}) => {
  const page = await html(request, '/de-de/d/ny--new-york/music--events/')
  const options = subcategoryOptions(page)
  expect(options.length).toBeGreaterThan(0)
  const germanTitles = new Set(Object.values(GERMAN))
  for (const option of options) expect(germanTitles, option.label).toContain(option.label)
  const translated = Object.keys(GERMAN).filter(
    (id) => differsInGerman(id) && options.some((o) => o.label === GERMAN[id]),
  )
  expect(translated.length, 'filter options whose German title differs').toBeGreaterThan(0)
  const labels = options.map((o) => o.label)
  for (const id of translated) expect(labels).not.toContain(ENGLISH[id])

  // Choosing one: the heading names it in German, and the English title is nowhere in what a reader sees.
  const id = translated.find((candidate) => !GERMAN[candidate]!.includes(ENGLISH[candidate]!))!
  expect(id).toBeDefined()
  const option = options.find((o) => o.label === GERMAN[id])!
  const chosen = await html(request, option.href)
  const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(chosen)?.[1] ?? '')
  expect(heading).toContain(GERMAN[id])
  expect(heading).not.toContain(ENGLISH[id])
  const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(chosen)?.[1] ?? '')
  expect(title).toContain(GERMAN[id])
})
