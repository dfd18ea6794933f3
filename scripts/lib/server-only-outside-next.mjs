// Module hooks for our own server (scripts/serve.ts) and the API tests, outside the Next.js build:
// - `server-only` resolves to its empty variant, as it does inside the build's server graph (the
//   `react-server` condition). Only that one package is affected; React and Next.js resolve as usual.
// - A JSON file imported without `with { type: 'json' }` (the message catalogs, which the bundler and
//   tsx import plainly) loads as a module whose default export is the parsed file, as bundlers do;
//   Node's own loader refuses such an import, which stopped Playwright from loading the API specs.
import { readFile } from 'node:fs/promises'

const EMPTY = new URL('../../node_modules/server-only/empty.js', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: EMPTY, shortCircuit: true }
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.json') && context.importAttributes?.type !== 'json') {
    const text = await readFile(new URL(url), 'utf8')
    // Parsed first, so a broken file fails here with its own name rather than as a syntax error.
    return { format: 'module', source: `export default ${JSON.stringify(JSON.parse(text))}`, shortCircuit: true }
  }
  return nextLoad(url, context)
}
