// What the language specs compare (issue 25): the English catalog's fixed texts, and the texts a reader
// of a server-rendered page sees.
import fs from 'node:fs'
import path from 'node:path'

const MESSAGES = path.join(process.cwd(), 'src', 'messages', 'en')

type Tree = { [key: string]: string | Tree }
function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)))
}

// Subcategory names are mostly the same word in every language (Jazz, Yoga, Halloween): the subcategory
// languages spec checks those that differ.
const NAME_CATALOGS = new Set(['subcategories.json'])

const read = (file: string) => strings(JSON.parse(fs.readFileSync(path.join(MESSAGES, file), 'utf8')) as Tree)

/**
 * The English catalog's fixed texts: those without placeholders or tags, long enough to be a phrase, and not
 * `allowed`. A name from a name catalog is left out wherever else a catalog repeats it (the concierge's
 * subjects name subcategories: "Halloween" is Halloween in German too).
 */
export function englishCatalogTexts(allowed: ReadonlySet<string>): string[] {
  const names = new Set([...NAME_CATALOGS].flatMap(read))
  return fs
    .readdirSync(MESSAGES)
    .filter((file) => !NAME_CATALOGS.has(file))
    .flatMap(read)
    .filter((text) => !/[{<]/.test(text) && text.length >= 4 && !allowed.has(text) && !names.has(text))
}

/** What a reader sees as interface: an author's words marked with another language are content, not interface. */
export { readInterfaceTexts as readableTexts } from './html'
