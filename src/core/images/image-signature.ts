// What an uploaded file is, read from its first bytes (issue 20 "checked by content rather than by name"):
// a file's name and the browser's content type are the uploader's say-so; the signature is not.

export type UploadableImageType = 'image/jpeg' | 'image/png' | 'image/webp'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The image type whose signature `bytes` begins with, or null for anything else (text, PDF, GIF, SVG…). */
export function detectUploadableImageType(bytes: Uint8Array): UploadableImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}
