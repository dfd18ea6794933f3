// QR images of ticket codes (issue 19 §6), laid out by the `qrcode` package (decision 014): SVG for pages
// and the API, PNG for email attachments (mail clients do not show SVG).
import zlib from 'node:zlib'
import QRCode from 'qrcode'

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const
const PNG_WIDTH = 300

export async function renderTicketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...OPTIONS, type: 'svg' })
}

/**
 * A black-and-white PNG of the code's QR symbol, about PNG_WIDTH pixels wide. Every paid order renders one
 * per ticket for its confirmation email, so it is written here as a 1-bit greyscale PNG: the package's own
 * PNG output (RGBA through pngjs) took ~10–25 ms of CPU per image, more than the rest of a purchase
 * (decision 015); this takes a fraction of a millisecond beyond laying out the symbol.
 */
export async function renderTicketQrPng(code: string): Promise<Buffer> {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel })
  const cells = modules.size + OPTIONS.margin * 2
  const scale = Math.max(1, Math.floor(PNG_WIDTH / cells))
  const pixels = cells * scale
  const rowBytes = Math.ceil(pixels / 8)
  // Each scanline: a filter byte (0, none) and the bits, 1 for white; the quiet zone stays white.
  const raw = Buffer.alloc((rowBytes + 1) * pixels)
  const line = Buffer.alloc(rowBytes)
  for (let cy = 0; cy < cells; cy++) {
    line.fill(0xff)
    const my = cy - OPTIONS.margin
    if (my >= 0 && my < modules.size) {
      for (let mx = 0; mx < modules.size; mx++) {
        if (!modules.get(my, mx)) continue
        for (let x = (mx + OPTIONS.margin) * scale, end = x + scale; x < end; x++)
          line[x >> 3]! &= ~(0x80 >> (x & 7))
      }
    }
    for (let y = cy * scale; y < (cy + 1) * scale; y++) {
      raw[y * (rowBytes + 1)] = 0
      line.copy(raw, y * (rowBytes + 1) + 1)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(pixels, 0)
  header.writeUInt32BE(pixels, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale; compression, filter and interlace methods stay 0
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c
})

function crc32(data: Buffer): number {
  let c = -1
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ -1) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}
