// A PDF's text read back with pdf.js (its legacy build runs on Node 20), line by line, so that tests
// check what a reader of a receipt sees rather than how it was drawn.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

type TextItem = { str: string; transform: number[]; width: number }

/** Each page's text as lines, top to bottom, every run of white space (U+202F too) one space. */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  const lines: string[] = []
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p)
    const items = (await page.getTextContent()).items.flatMap((i): TextItem[] => ('str' in i && i.str.trim() !== '' ? [{ str: i.str, transform: i.transform as number[], width: i.width }] : []))
    const rows = new Map<number, TextItem[]>()
    for (const item of items) {
      const y = Math.round(item.transform[5] ?? 0)
      rows.set(y, [...(rows.get(y) ?? []), item])
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      const row = (rows.get(y) ?? []).sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0))
      // Pieces drawn edge to edge (one word in two parts of a font) join without a space.
      let line = ''
      let end = -Infinity
      for (const item of row) {
        const x = item.transform[4] ?? 0
        line += (x - end > 1 ? ' ' : '') + item.str
        end = x + item.width
      }
      lines.push(line.replace(/\s+/g, ' ').trim())
    }
  }
  await pdf.destroy()
  return lines
}
