// The AI wizard's cover picture in the house style (issue 20): one of the demo pictures' designs for the
// event's category (gradient bands, a motif and the category's glyph), drawn by sharp from SVG with no
// text and no network, as the demo data's are (src/seed/render-category-image.ts). The composition
// root hands it to the core as its CoverRenderer.
import 'server-only'
import type { CoverRenderer } from '@/core/creators/auto-create-event'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import { listDemoImages } from '@/seed/demo-images'
import { hashString } from '@/seed/random'
import { renderCategoryImage } from '@/seed/render-category-image'

export const renderHouseStyleCover: CoverRenderer = async ({ categoryId, seed }) => {
  const designs = listDemoImages(CATEGORIES, SUBCATEGORIES).filter((d) => d.categoryId === categoryId && d.imageGroup === null)
  // The seed's hash picks the design, so one event's cover stays the same and neighbours differ.
  const design = designs[(hashString(seed) >>> 0) % Math.max(1, designs.length)] ?? listDemoImages(CATEGORIES, SUBCATEGORIES)[0]!
  // The key seeds the drawing's details (glow and shade positions): the event's own key varies them.
  const image = await renderCategoryImage({ ...design, key: `cover/${seed}.png` })
  return image.bytes
}
