// The bounded set of demo pictures: three palette variants per category plus one per subcategory
// image group (spec §3 "Some entries share images"). Events reuse these; nothing renders per event.
import type { Category } from '@/core/taxonomy/categories'
import type { Subcategory } from '@/core/taxonomy/subcategories'
import { CATEGORY_CONTENT, type CategoryContent } from './content/category-content'
import { hashString } from './random'

export const CATEGORY_IMAGE_VARIANTS = 3
/** Part of every key: bump it when the drawing changes, so stores holding older pictures re-render. */
export const DEMO_IMAGE_VERSION = 'v1'

export type DemoImageSpec = {
  /** The images row id; explicit so that events can point at images before they are rendered. */
  id: number
  key: string
  categoryId: number
  imageGroup: string | null
  variant: number
  hue: number
  motif: CategoryContent['motif']
  alt: string
}

const MOTIFS: readonly CategoryContent['motif'][] = ['bars', 'circles', 'waves', 'grid', 'triangles', 'rings', 'diamonds', 'stripes', 'dots', 'arcs']

export function listDemoImages(categories: readonly Category[], subcategories: readonly Subcategory[]): DemoImageSpec[] {
  const specs: DemoImageSpec[] = []
  for (const category of categories) {
    const content = CATEGORY_CONTENT[category.id]
    for (let variant = 0; variant < CATEGORY_IMAGE_VARIANTS; variant++) {
      specs.push({
        id: specs.length + 1,
        key: `demo/${DEMO_IMAGE_VERSION}/category-${category.slug}-${variant + 1}.png`,
        categoryId: category.id,
        imageGroup: null,
        variant,
        hue: ((content?.hue ?? 200) + variant * 27) % 360,
        motif: content?.motif ?? 'dots',
        alt: `${category.name} illustration`,
      })
    }
  }
  const seen = new Set<string>()
  for (const subcategory of subcategories) {
    const group = subcategory.imageGroup
    if (!subcategory.hasImage || group === null || seen.has(group)) continue
    seen.add(group)
    const content = CATEGORY_CONTENT[subcategory.categoryId]
    const h = hashString(group)
    specs.push({
      id: specs.length + 1,
      // Refinement-derived groups can end in a hyphen ("children-and-youth-"); keys stay readable anyway.
      key: `demo/${DEMO_IMAGE_VERSION}/subcategory-${group.replace(/-+$/, '')}.png`,
      categoryId: subcategory.categoryId,
      imageGroup: group,
      variant: h % 7,
      hue: ((content?.hue ?? 200) + (h % 80) - 40 + 360) % 360,
      motif: MOTIFS[h % MOTIFS.length] ?? 'dots',
      alt: `${subcategory.title.trim()} illustration`,
    })
  }
  return specs
}
