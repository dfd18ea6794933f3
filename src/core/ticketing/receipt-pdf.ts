// Draws a receipt document (receipt-document.ts) as an A4 PDF with pdfkit (decision 044). The text is
// Noto Sans from the @fontsource/noto-sans package, embedded as subsets: the standard PDF fonts lack
// characters that names and money need ("Łódź", "₩"), and nothing is fetched at run time. Fontsource splits the font by script (latin, latin-ext,
// greek, cyrillic, vietnamese), so each text is drawn as runs, each in the first part that has its
// characters.
import fs from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { ReceiptDocument } from './receipt-document'

type Weight = 400 | 700
type Subset = { name: string; ranges: [number, number][] }

// From the app's folder, as the migrations are (src/db/migrate.ts): the bundler would turn a
// require.resolve into a module number.
const fontDir = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans')
const SUBSET_ORDER = ['latin', 'latin-ext', 'greek', 'cyrillic', 'cyrillic-ext', 'vietnamese', 'greek-ext'] as const

// The unicode ranges of each part, from the package's own unicode.json ("U+0000-00FF,U+0131,…").
const SUBSETS: readonly Subset[] = (() => {
  const table = JSON.parse(fs.readFileSync(path.join(fontDir, 'unicode.json'), 'utf8')) as Record<string, string>
  return SUBSET_ORDER.map((name) => ({
    name,
    ranges: (table[name] ?? '').split(',').map((range): [number, number] => {
      const [from = '0', to] = range.replace(/U\+/g, '').split('-')
      return [parseInt(from, 16), parseInt(to ?? from, 16)]
    }),
  }))
})()

const fontBytes = new Map<string, Buffer>()
function fontFile(subset: string, weight: Weight): Buffer {
  const key = `${subset}-${weight}`
  let bytes = fontBytes.get(key)
  if (!bytes) {
    bytes = fs.readFileSync(path.join(fontDir, 'files', `noto-sans-${subset}-${weight}-normal.woff`))
    fontBytes.set(key, bytes)
  }
  return bytes
}

function subsetOf(codePoint: number): string {
  return SUBSETS.find((s) => s.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))?.name ?? 'latin'
}

/** `text` cut into runs that one part of the font draws: "₩1,500" is "₩" (latin-ext) then "1,500" (latin). */
export function computeFontRuns(text: string): { subset: string; text: string }[] {
  const runs: { subset: string; text: string }[] = []
  // Intl writes U+202F (a narrow no-break space) in French money and English times ("7:00 PM"); Noto
  // Sans has no glyph for it, so it is drawn as the no-break space it stands for.
  for (const char of text.replace(/\u202f/g, '\u00a0')) {
    // Spaces and punctuation every part has stay in the run they are in.
    const subset = char === ' ' && runs.length > 0 ? runs[runs.length - 1]!.subset : subsetOf(char.codePointAt(0) ?? 32)
    const last = runs[runs.length - 1]
    if (last?.subset === subset) last.text += char
    else runs.push({ subset, text: char })
  }
  return runs
}

type Pen = { doc: PDFKit.PDFDocument; fonts: Set<string> }

function selectFont(pen: Pen, subset: string, weight: Weight, size: number): void {
  const name = `noto-${subset}-${weight}`
  if (!pen.fonts.has(name)) {
    pen.doc.registerFont(name, fontFile(subset, weight))
    pen.fonts.add(name)
  }
  pen.doc.font(name).fontSize(size)
}

type TextStyle = { size?: number; weight?: Weight; align?: 'left' | 'right'; width?: number }

/** The width of `text` as drawn by `write`. */
function measure(pen: Pen, text: string, style: TextStyle): number {
  let width = 0
  for (const run of computeFontRuns(text)) {
    selectFont(pen, run.subset, style.weight ?? 400, style.size ?? 10)
    width += pen.doc.widthOfString(run.text)
  }
  return width
}

/** One line of text at (x, y): left-aligned, or right-aligned in `width`; cut with "…" if it does not fit. */
function write(pen: Pen, text: string, x: number, y: number, style: TextStyle = {}): void {
  const room = style.width ?? pen.doc.page.width - pen.doc.page.margins.right - x
  let line = text
  while (line.length > 1 && measure(pen, line, style) > room) line = `${line.slice(0, -2)}…`
  let at = style.align === 'right' ? x + room - measure(pen, line, style) : x
  for (const run of computeFontRuns(line)) {
    selectFont(pen, run.subset, style.weight ?? 400, style.size ?? 10)
    pen.doc.text(run.text, at, y, { lineBreak: false })
    at += pen.doc.widthOfString(run.text)
  }
}

const LEFT = 50
const RIGHT = 545
const LINE = 15
const BOTTOM = 780
// Item columns: description, quantity, unit price, amount (the numbers right-aligned).
const COLUMNS = [
  { x: LEFT, width: 245, align: 'left' },
  { x: 300, width: 45, align: 'right' },
  { x: 350, width: 95, align: 'right' },
  { x: 450, width: 95, align: 'right' },
] as const

/** The document as PDF bytes. */
export async function renderReceiptPdf(document: ReceiptDocument, meta: { lang: string }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, font: path.join(fontDir, 'files', 'noto-sans-latin-400-normal.woff'), lang: meta.lang, info: { Title: document.title, Creator: 'Tessera' } })
  const pen: Pen = { doc, fonts: new Set() }
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  let y = LEFT
  const newLineRoom = (lines: number) => {
    if (y + lines * LINE > BOTTOM) {
      doc.addPage()
      y = LEFT
    }
  }

  write(pen, document.title, LEFT, y, { size: 22, weight: 700 })
  y += 36
  for (const fact of document.facts) {
    write(pen, fact.label, LEFT, y, { width: 150, weight: 700 })
    write(pen, fact.value, LEFT + 155, y)
    y += LINE
  }
  y += LINE
  // The seller and the buyer side by side.
  const top = y
  const parties = [document.seller, ...(document.buyer ? [document.buyer] : [])]
  let lowest = y
  parties.forEach((party, i) => {
    let py = top
    const x = LEFT + i * 250
    write(pen, party.heading, x, py, { width: 240, weight: 700 })
    py += LINE
    for (const line of party.lines) {
      write(pen, line, x, py, { width: 240 })
      py += LINE
    }
    lowest = Math.max(lowest, py)
  })
  y = lowest + LINE
  write(pen, document.event, LEFT, y, { width: RIGHT - LEFT })
  y += LINE * 2

  const header = [document.columns.description, document.columns.quantity, document.columns.unitPrice, document.columns.amount]
  header.forEach((text, i) => write(pen, text, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align, weight: 700 }))
  y += LINE + 2
  doc.moveTo(LEFT, y - 4).lineTo(RIGHT, y - 4).lineWidth(0.5).stroke()
  for (const item of document.items) {
    newLineRoom(1)
    ;[item.description, item.quantity, item.unitPrice, item.amount].forEach((text, i) => write(pen, text, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align }))
    y += LINE
  }
  doc.moveTo(LEFT, y + 2).lineTo(RIGHT, y + 2).lineWidth(0.5).stroke()
  y += LINE / 2 + 4
  for (const row of document.totals) {
    newLineRoom(1)
    const weight: Weight = row.strong ? 700 : 400
    write(pen, row.label, 300, y, { width: 145, weight })
    write(pen, row.amount, 450, y, { width: 95, align: 'right', weight })
    y += LINE
  }
  newLineRoom(3)
  y += LINE * 2
  write(pen, document.footer, LEFT, y, { size: 8, width: RIGHT - LEFT })
  doc.end()
  return done
}
