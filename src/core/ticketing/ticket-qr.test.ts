import zlib from 'node:zlib'
import jsQR from 'jsqr'
import { expect, test } from 'vitest'
import { generateTicketCode } from './ticket-code'
import { renderTicketQrPng } from './ticket-qr'

/** Reads the 1-bit greyscale PNG the email attaches into RGBA pixels, as a mail client would show it. */
function decodePng(png: Buffer): {
  width: number
  height: number
  rgba: Uint8ClampedArray
  bitDepth: number
} {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  let offset = 8
  let width = 0
  let height = 0
  let bitDepth = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    // A chunk with a wrong checksum is dropped by strict readers.
    expect(png.readUInt32BE(offset + 8 + length), `${type} checksum`).toBe(
      zlib.crc32(png.subarray(offset + 4, offset + 8 + length)),
    )
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      bitDepth = data[8]!
    }
    if (type === 'IDAT') idat.push(data)
    offset += length + 12
  }
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const rowBytes = Math.ceil(width / 8)
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const white = (raw[y * (rowBytes + 1) + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1
      rgba.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3)
      rgba[(y * width + x) * 4 + 3] = 255
    }
  }
  return { width, height, rgba, bitDepth }
}

test("A ticket's emailed QR image is a black-and-white PNG about 300 pixels wide that decodes to the ticket's code", async () => {
  for (let i = 0; i < 3; i++) {
    const code = generateTicketCode()
    const image = decodePng(await renderTicketQrPng(code))
    expect(image.bitDepth).toBe(1)
    expect(image.width).toBe(image.height)
    expect(image.width).toBeGreaterThanOrEqual(250)
    expect(image.width).toBeLessThanOrEqual(300)
    expect(jsQR(image.rgba, image.width, image.height)?.data).toBe(code)
  }
})
