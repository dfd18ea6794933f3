// Demo pictures drawn locally (ARCHITECTURE §4 "images rendered locally"): an SVG of gradients, a
// pattern and a category glyph, rasterised by sharp. No text, so no fonts; no network.
import sharp from 'sharp'
import type { DemoImageSpec } from './demo-images'
import { createRandom } from './random'

/** Card images are 512×256 (spec §3 "Event card"); we store them at 2× for sharp screens. */
export const DEMO_IMAGE_WIDTH = 1024
export const DEMO_IMAGE_HEIGHT = 512
/** Spec §9: "blur placeholders 8 px wide". */
export const BLUR_WIDTH = 8

export type RenderedImage = {
  bytes: Uint8Array
  contentType: 'image/png'
  width: number
  height: number
  /** The average colour along the picture's border, `#rrggbb`, for letterboxing (API `image.edge_color`). */
  edgeColor: string
  blurDataUrl: string
}

const W = DEMO_IMAGE_WIDTH
const H = DEMO_IMAGE_HEIGHT

function hsl(h: number, s: number, l: number): string {
  return `hsl(${((h % 360) + 360) % 360.0},${s}%,${l}%)`
}

// Glyphs in a 100×100 box, one per category, drawn as plain shapes (paths, circles, rects).
const GLYPHS: Readonly<Record<number, string>> = {
  101: '<rect x="15" y="32" width="70" height="48" rx="8"/><path d="M38 32v-8a6 6 0 0 1 6-6h12a6 6 0 0 1 6 6v8" fill="none" stroke-width="7"/><rect x="15" y="50" width="70" height="5" opacity=".35"/>',
  102: '<path d="M34 28 14 50l20 22M66 28l20 22-20 22" fill="none" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/><path d="M56 22 44 78" fill="none" stroke-width="8" stroke-linecap="round"/>',
  103: '<circle cx="32" cy="72" r="13"/><circle cx="72" cy="64" r="13"/><path d="M41 72V24l44-8v48" fill="none" stroke-width="8" stroke-linejoin="round"/>',
  104: '<rect x="14" y="30" width="72" height="50" rx="6"/><path d="M14 30l10-14h62l-10 14z" opacity=".6"/><circle cx="50" cy="55" r="12" opacity=".35"/>',
  105: '<path d="M50 14c-22 0-38 15-38 34 0 18 14 30 28 26 6-2 5-10 12-10 10 0 12 14 24 8 8-4 12-12 12-22 0-20-16-36-38-36z"/><circle cx="33" cy="38" r="6" opacity=".35"/><circle cx="52" cy="30" r="6" opacity=".35"/><circle cx="70" cy="40" r="6" opacity=".35"/>',
  106: '<path d="M50 30a8 8 0 1 1 8-8" fill="none" stroke-width="6" stroke-linecap="round"/><path d="M50 30v6L12 66a4 4 0 0 0 3 7h70a4 4 0 0 0 3-7L50 36" fill="none" stroke-width="7" stroke-linejoin="round"/>',
  107: '<path d="M50 84 18 52a18 18 0 0 1 32-24 18 18 0 0 1 32 24z"/><path d="M24 52h16l6-10 8 20 6-10h16" fill="none" stroke-width="5" opacity=".4" stroke-linejoin="round"/>',
  108: '<circle cx="50" cy="50" r="34" fill="none" stroke-width="7"/><path d="M16 50h68M50 16c-14 18-14 50 0 68M50 16c14 18 14 50 0 68" fill="none" stroke-width="6"/>',
  109: '<path d="M8 82 38 34l16 24 10-14 28 38z"/><circle cx="74" cy="24" r="10"/>',
  110: '<path d="M22 30h46v26a23 23 0 0 1-46 0z"/><path d="M68 36h6a10 10 0 0 1 0 20h-6" fill="none" stroke-width="6"/><path d="M30 14c0 6 6 6 6 12M44 12c0 6 6 6 6 12" fill="none" stroke-width="4" stroke-linecap="round" opacity=".6"/>',
  111: '<path d="M50 70 28 48a12 12 0 0 1 22-14 12 12 0 0 1 22 14z"/><path d="M10 70c14 0 20 12 40 12s26-8 40-8" fill="none" stroke-width="7" stroke-linecap="round"/>',
  112: '<path d="M50 12 12 32h76z"/><rect x="20" y="38" width="8" height="36"/><rect x="38" y="38" width="8" height="36"/><rect x="54" y="38" width="8" height="36"/><rect x="72" y="38" width="8" height="36"/><rect x="12" y="78" width="76" height="8"/>',
  113: '<circle cx="50" cy="32" r="12"/><circle cx="24" cy="42" r="9" opacity=".7"/><circle cx="76" cy="42" r="9" opacity=".7"/><path d="M30 82a20 20 0 0 1 40 0z"/><path d="M8 82a16 16 0 0 1 30-8M92 82a16 16 0 0 0-30-8" opacity=".7"/>',
  114: '<path d="M50 16c10 14 10 30 0 44-10-14-10-30 0-44z"/><path d="M50 60C40 44 22 40 12 44c4 14 20 20 38 16zM50 60c10-16 28-20 38-16-4 14-20 20-38 16z" opacity=".75"/><rect x="20" y="74" width="60" height="6" rx="3"/>',
  115: '<ellipse cx="44" cy="38" rx="22" ry="26"/><path d="M44 64l-5 8h10z"/><path d="M44 72c0 8 8 10 8 18" fill="none" stroke-width="3"/><ellipse cx="70" cy="30" rx="14" ry="17" opacity=".6"/>',
  116: '<path d="M50 10l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z"/>',
  117: '<path d="M50 16 12 48h10v36h22V62h12v22h22V48h10z"/>',
  118: '<path d="M10 60l10-20h44l16 20h10v16H10z"/><circle cx="28" cy="78" r="9" opacity=".5"/><circle cx="72" cy="78" r="9" opacity=".5"/>',
  119: '<rect x="16" y="16" width="30" height="30" rx="4"/><rect x="54" y="16" width="30" height="30" rx="4" opacity=".7"/><rect x="16" y="54" width="30" height="30" rx="4" opacity=".7"/><circle cx="69" cy="69" r="15"/>',
  120: '<path d="M50 20 8 38l42 18 42-18z"/><path d="M24 46v18c14 10 38 10 52 0V46L50 58z" opacity=".75"/><path d="M86 40v24" fill="none" stroke-width="4"/>',
  199: '<path d="M50 10c4 24 16 36 40 40-24 4-36 16-40 40-4-24-16-36-40-40 24-4 36-16 40-40z"/>',
}

type MotifDrawer = (spec: DemoImageSpec, color: string, rnd: ReturnType<typeof createRandom>) => string[]

function repeat(n: number, draw: (i: number) => string): string[] {
  return Array.from({ length: n }, (_, i) => draw(i))
}

// One drawer per motif; each draws its random numbers in the same order as ever, so stored pictures
// of DEMO_IMAGE_VERSION stay valid.
const MOTIF_DRAWERS: Record<DemoImageSpec['motif'], MotifDrawer> = {
  bars: (_spec, _color, rnd) =>
    repeat(14, (i) => {
      const h = 60 + rnd.int(0, 280)
      return `<rect x="${520 + i * 34}" y="${H - h}" width="22" height="${h}" rx="11"/>`
    }),
  circles: (_spec, _color, rnd) =>
    repeat(9, () => `<circle cx="${rnd.int(500, 1000)}" cy="${rnd.int(40, 470)}" r="${rnd.int(30, 130)}"/>`),
  waves: (_spec, color, rnd) =>
    repeat(6, (i) => {
      const y = 150 + i * 55
      const a = 20 + rnd.int(0, 40)
      return `<path d="M0 ${y} C 200 ${y - a}, 300 ${y + a}, 512 ${y} S 820 ${y - a}, 1024 ${y}" fill="none" stroke="${color}" stroke-width="${6 + i * 2}"/>`
    }),
  grid: (_spec, _color, rnd) => {
    const parts: string[] = []
    for (let x = 0; x < 12; x++) {
      for (let y = 0; y < 9; y++) {
        if (rnd.chance(0.55)) parts.push(`<rect x="${540 + x * 40}" y="${40 + y * 48}" width="26" height="26" rx="5"/>`)
      }
    }
    return parts
  },
  triangles: (_spec, _color, rnd) =>
    repeat(7, () => {
      const x = rnd.int(380, 980)
      const w = rnd.int(120, 320)
      const h = rnd.int(120, 330)
      return `<path d="M${x - w / 2} ${H} L${x} ${H - h} L${x + w / 2} ${H} Z"/>`
    }),
  rings: (_spec, color) =>
    repeat(7, (i) => `<circle cx="780" cy="256" r="${50 + i * 42}" fill="none" stroke="${color}" stroke-width="${10 - i}"/>`),
  diamonds: (_spec, _color, rnd) =>
    repeat(10, () => {
      const x = rnd.int(520, 1000)
      const y = rnd.int(30, 480)
      const s = rnd.int(20, 70)
      return `<path d="M${x} ${y - s} L${x + s} ${y} L${x} ${y + s} L${x - s} ${y} Z"/>`
    }),
  stripes: () =>
    repeat(12, (i) => {
      const x = 420 + i * 60
      return `<path d="M${x} ${H} L${x + 260} 0 L${x + 290} 0 L${x + 30} ${H} Z"/>`
    }),
  dots: (spec) => {
    const parts: string[] = []
    for (let x = 0; x < 16; x++) {
      for (let y = 0; y < 10; y++) {
        const r = 3 + ((x * 7 + y * 3 + spec.variant) % 9)
        parts.push(`<circle cx="${520 + x * 32}" cy="${30 + y * 50}" r="${r}"/>`)
      }
    }
    return parts
  },
  arcs: (_spec, color) =>
    repeat(8, (i) => {
      const r = 60 + i * 45
      return `<path d="M${1024 - r} ${H} A ${r} ${r} 0 0 1 1024 ${H - r}" fill="none" stroke="${color}" stroke-width="${14 - i}"/>`
    }),
}

function motifSvg(spec: DemoImageSpec, color: string, rnd: ReturnType<typeof createRandom>): string {
  return `<g fill="${color}" opacity="0.32">${MOTIF_DRAWERS[spec.motif](spec, color, rnd).join('')}</g>`
}

/** Colour `t` of the way from `a` to `b`, both as [h, s, l]. */
function mix(a: readonly [number, number, number], b: readonly [number, number, number], t: number): string {
  return hsl(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)
}

// Gradients are drawn as a few flat bands rather than smooth ramps: a smooth ramp makes a 1024×512
// PNG weigh ~300 KB and encode slowly, flat bands keep it small and still read as a gradient.
const BANDS = 12

/** The SVG source of a demo image: deterministic from the spec alone. */
export function buildDemoImageSvg(spec: DemoImageSpec): string {
  const rnd = createRandom(`image:${spec.key}`)
  const hue = spec.hue
  const light = 36 + (spec.variant % 3) * 7
  const from = [hue, 68, light] as const
  const to = [hue + 35 + rnd.int(0, 30), 74, light + 16] as const
  const shadeColor = hsl(hue - 25, 60, light - 14)
  const accent = hsl(hue + 180, 80, 72)
  const glyph = GLYPHS[spec.categoryId] ?? GLYPHS[199] ?? ''
  const gx = 110 + rnd.int(0, 60)
  const gy = 120 + rnd.int(0, 40)
  const scale = 2.6 + rnd.int(0, 6) / 10
  const slant = spec.variant % 2 === 0 ? 180 : -180
  const bands: string[] = []
  const bandWidth = (W + 360) / BANDS
  for (let i = 0; i < BANDS; i++) {
    const x = -180 + i * bandWidth
    bands.push(
      `<path d="M${x.toFixed(1)} 0h${(bandWidth + 1).toFixed(1)}l${slant} ${H}h-${(bandWidth + 1).toFixed(1)}z" fill="${mix(from, to, i / (BANDS - 1))}"/>`,
    )
  }
  const glowX = rnd.int(150, 400)
  const glowY = rnd.int(100, 300)
  const glow = [300, 220, 140]
    .map((r, i) => `<circle cx="${glowX}" cy="${glowY}" r="${r + rnd.int(0, 40)}" fill="#fff" opacity="${0.08 + i * 0.04}"/>`)
    .join('')
  const shadeX = rnd.int(700, 1000)
  const shadeY = rnd.int(300, 500)
  const shade = [320, 230]
    .map((r, i) => `<circle cx="${shadeX}" cy="${shadeY}" r="${r + rnd.int(0, 40)}" fill="${shadeColor}" opacity="${0.25 + i * 0.15}"/>`)
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" shape-rendering="crispEdges">`,
    `<rect width="${W}" height="${H}" fill="${mix(from, to, 0.5)}"/>`,
    bands.join(''),
    glow,
    shade,
    motifSvg(spec, accent, rnd),
    `<g transform="translate(${gx} ${gy}) scale(${scale})" fill="#fff" stroke="#fff" fill-opacity=".92" stroke-opacity=".92" stroke-width="0" shape-rendering="geometricPrecision">${glyph}</g>`,
    '</svg>',
  ].join('')
}

function toHex(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0')
}

/** Average colour of the outermost ring of pixels of a small raw thumbnail. */
function computeEdgeColor(data: Buffer, info: { width: number; height: number; channels: number }): string {
  let r = 0
  let g = 0
  let b = 0
  let n = 0
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (x !== 0 && y !== 0 && x !== info.width - 1 && y !== info.height - 1) continue
      const i = (y * info.width + x) * info.channels
      r += data[i] ?? 0
      g += data[i + 1] ?? 0
      b += data[i + 2] ?? 0
      n += 1
    }
  }
  return `#${toHex(r / n)}${toHex(g / n)}${toHex(b / n)}`
}

/** Edge colour and blur placeholder of an image, from its encoded bytes. */
export async function describeImage(bytes: Uint8Array): Promise<{ edgeColor: string; blurDataUrl: string; width: number; height: number }> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const meta = await sharp(input).metadata()
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  const blurHeight = Math.max(1, Math.round((BLUR_WIDTH * height) / Math.max(1, width)))
  const [blur, edge] = await Promise.all([
    sharp(input).resize(BLUR_WIDTH, blurHeight, { fit: 'fill' }).png().toBuffer(),
    sharp(input).resize(32, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
  ])
  return {
    width,
    height,
    edgeColor: computeEdgeColor(edge.data, edge.info),
    blurDataUrl: `data:image/png;base64,${blur.toString('base64')}`,
  }
}

/** Renders one demo image to PNG with its edge colour and 8-px blur placeholder. */
export async function renderCategoryImage(spec: DemoImageSpec): Promise<RenderedImage> {
  // Rasterise once; the PNG, the placeholder and the edge colour all start from the same pixels.
  const raw = await sharp(Buffer.from(buildDemoImageSvg(spec))).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const pixels = () => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } })
  const blurHeight = Math.round((BLUR_WIDTH * raw.info.height) / raw.info.width)
  const [png, blur, edge] = await Promise.all([
    pixels().png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer(),
    pixels().resize(BLUR_WIDTH, blurHeight, { fit: 'fill' }).png().toBuffer(),
    pixels().resize(32, 16, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true }),
  ])
  return {
    bytes: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    contentType: 'image/png',
    width: raw.info.width,
    height: raw.info.height,
    edgeColor: computeEdgeColor(edge.data, edge.info),
    blurDataUrl: `data:image/png;base64,${blur.toString('base64')}`,
  }
}
