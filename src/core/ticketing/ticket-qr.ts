// QR images of ticket codes (issue 19 §6), drawn by the `qrcode` package (decision 014): SVG for pages
// and the API, PNG for email attachments (mail clients do not show SVG).
import QRCode from 'qrcode'

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

export async function renderTicketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...OPTIONS, type: 'svg' })
}

export async function renderTicketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...OPTIONS, type: 'png', width: 300 })
}
