import { isSafeImageKey } from './image-store'

// Rules of the image optimizer path /home/_next/image/ (spec §7, §9; ARCHITECTURE §8).

/** Spec §9: device widths then image sizes; any other `w` is refused, as Next's own optimizer does. */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const
export const ALLOWED_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...DEVICE_WIDTHS]
export const DEFAULT_QUALITY = 75

/** Where original images are served; the optimizer only ever reads from here. */
export const IMAGE_PATH_PREFIX = '/images/'

/** The storage key of one of our own images, or null for anything else (other hosts, traversal, junk). */
export function computeImageKeyFromUrl(url: string): string | null {
  if (!url.startsWith(IMAGE_PATH_PREFIX) || url.startsWith('//')) return null
  const rest = url.slice(IMAGE_PATH_PREFIX.length).split(/[?#]/)[0] ?? ''
  let key: string
  try {
    key = decodeURIComponent(rest)
  } catch {
    return null
  }
  return isSafeImageKey(key) ? key : null
}

export type OutputFormat = 'avif' | 'webp' | 'png' | 'jpeg'

/** Best format the browser says it accepts; falls back to the original's own format. */
export function computeOutputFormat(accept: string | null, originalContentType: string): OutputFormat {
  const a = accept ?? ''
  if (a.includes('image/webp')) return 'webp'
  return originalContentType === 'image/png' ? 'png' : 'jpeg'
}

export function imageUrlForKey(key: string): string {
  return `${IMAGE_PATH_PREFIX}${key}`
}

/** The optimizer URL our pages use, e.g. for a card image (512×256 shown, 1080 wide for 2× screens). */
export function optimizedImageUrl(key: string, width: number, quality = DEFAULT_QUALITY): string {
  return `/home/_next/image/?url=${encodeURIComponent(imageUrlForKey(key))}&w=${width}&q=${quality}`
}

/** Spec §9: blur placeholders are 8 px wide. */
export const BLUR_WIDTH = 8

/** A blur placeholder's size for a picture of this size: 8 px wide at the picture's ratio. */
export function computeBlurSize(width: number, height: number): { blurWidth: number; blurHeight: number } {
  return {
    blurWidth: BLUR_WIDTH,
    blurHeight: Math.max(1, Math.round((BLUR_WIDTH * height) / Math.max(1, width))),
  }
}
