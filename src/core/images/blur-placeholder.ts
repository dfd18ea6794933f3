import sharp from 'sharp'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeBlurSize } from './image-optimizer-rules'

// Stored images normally carry their placeholder (images.blur_data_url, written when they are stored);
// this computes one for an image stored without it. Once per key and process: a key names one picture.
const computed = new Map<string, Promise<string | null>>()
const MAX_COMPUTED = 1000

/** Spec §9: an 8-px-wide PNG of a stored image as a data URL, or null when the image is missing. */
export function getBlurPlaceholder(
  { imageStore }: Pick<CoreDeps, 'imageStore'>,
  key: string,
): Promise<string | null> {
  let placeholder = computed.get(key)
  if (!placeholder) {
    placeholder = (async () => {
      const original = await imageStore.get(key)
      if (!original) return null
      const input = sharp(original.bytes)
      const meta = await input.metadata()
      const { blurWidth, blurHeight } = computeBlurSize(meta.width ?? 1, meta.height ?? 1)
      const png = await input.resize(blurWidth, blurHeight, { fit: 'fill' }).png().toBuffer()
      return `data:image/png;base64,${png.toString('base64')}`
    })()
    // A failure is not remembered: the next page asks again.
    placeholder.catch(() => computed.delete(key))
    if (computed.size < MAX_COMPUTED) computed.set(key, placeholder)
  }
  return placeholder
}
