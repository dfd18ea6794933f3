import sharp from 'sharp'
import { expect, test } from 'vitest'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import { isSafeImageKey } from '@/core/images/image-store'
import { listDemoImages } from './demo-images'
import { buildDemoImageSvg, renderCategoryImage } from './render-category-image'

test('Demo images are a bounded set with safe, unique keys covering every category', () => {
  const specs = listDemoImages(CATEGORIES, SUBCATEGORIES)
  expect(specs.length).toBeGreaterThan(150)
  expect(specs.length).toBeLessThan(300)
  expect(new Set(specs.map((s) => s.key)).size).toBe(specs.length)
  expect(specs.every((s) => isSafeImageKey(s.key))).toBe(true)
  expect(new Set(specs.map((s) => s.categoryId))).toEqual(new Set(CATEGORIES.map((c) => c.id)))
  expect(specs.map((s) => s.id)).toEqual(specs.map((_, i) => i + 1))
})

test('A rendered image is a 1024×512 PNG with an edge colour and an 8-px-wide blur placeholder', async () => {
  const [spec] = listDemoImages(CATEGORIES, SUBCATEGORIES)
  const image = await renderCategoryImage(spec!)
  const meta = await sharp(image.bytes).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 512])
  expect(image.edgeColor).toMatch(/^#[0-9a-f]{6}$/)
  expect(image.blurDataUrl).toMatch(/^data:image\/png;base64,/)
  const blur = await sharp(Buffer.from(image.blurDataUrl.split(',')[1]!, 'base64')).metadata()
  expect([blur.width, blur.height]).toEqual([8, 4])
})

test('Rendering is deterministic and the drawing uses no text or external resources', async () => {
  const [, spec] = listDemoImages(CATEGORIES, SUBCATEGORIES)
  const svg = buildDemoImageSvg(spec!)
  expect(svg).not.toMatch(/<text|href=|url\(http|@import/)
  const a = await renderCategoryImage(spec!)
  const b = await renderCategoryImage(spec!)
  expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true)
  expect(a.edgeColor).toBe(b.edgeColor)
})
