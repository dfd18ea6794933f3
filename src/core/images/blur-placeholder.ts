import sharp from 'sharp'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeBlurSize } from './image-optimizer-rules'

// Stored images normally carry their placeholder (images.blur_data_url, written when they are stored);
// this computes one for an image stored without it. Once per key and instance (caches.blurPlaceholders,
// never expiring): a key names one picture.

/** Spec §9: an 8-px-wide PNG of a stored image as a data URL, or null when the image is missing. */
export function getBlurPlaceholder(
  { imageStore, caches }: Pick<CoreDeps, 'imageStore' | 'caches'>,
  key: string,
): Promise<string | null> {
  const computed = caches.blurPlaceholders
  let placeholder = computed.get(key, 0)
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
    computed.set(key, placeholder, 0)
  }
  return placeholder
}
