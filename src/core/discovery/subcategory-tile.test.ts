import { expect, test } from 'vitest'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { computeSubcategoryTile, type TilePicture } from './subcategory-tile'

const picture: TilePicture = {
  key: 'demo/v1/subcategory-lgbt.png',
  width: 1600,
  height: 800,
  blurDataURL: 'data:image/png;base64,iVBORw0KGgo=',
  blurWidth: 8,
  blurHeight: 4,
}

test('The Pride tile is the spec entry: key, LGBTQIA+ title, lgbt refinement, subtitle, large and small pictures', () => {
  const tile = computeSubcategoryTile(getSubcategoryById(13004)!, picture)
  expect(tile).toEqual({
    key: 'TesseraSubCategory/13004',
    id: 13004,
    title: 'LGBTQIA+',
    refinement: 'lgbt',
    categorySlug: 'community',
    subtitle: 'Show up, show off, and celebrate Pride with your people.',
    imageUrl: {
      src: '/home/_next/image/?url=%2Fimages%2Fdemo%2Fv1%2Fsubcategory-lgbt.png&w=1200&q=75',
      width: 1200,
      height: 600,
      blurDataURL: picture.blurDataURL,
      blurWidth: 8,
      blurHeight: 4,
    },
    imageUrlSmall: {
      src: '/home/_next/image/?url=%2Fimages%2Fdemo%2Fv1%2Fsubcategory-lgbt.png&w=384&q=75',
      width: 300,
      height: 150,
      blurDataURL: picture.blurDataURL,
      blurWidth: 8,
      blurHeight: 4,
    },
  })
  expect(tile).not.toHaveProperty('theme')
})

test('The Dating tile has its subtitle and the transparent theme', () => {
  const tile = computeSubcategoryTile(getSubcategoryById(17001)!, picture)
  expect(tile.key).toBe('TesseraSubCategory/17001')
  expect(tile.refinement).toBe('dating')
  expect(tile.theme).toBe('transparent')
  expect(tile.subtitle).toBe('Spark something new, no matter your relationship status.')
})

test('A tile without a picture, or for an entry the spec gives none, has empty strings for both images', () => {
  expect(computeSubcategoryTile(getSubcategoryById(16004)!, null)).toMatchObject({
    imageUrl: '',
    imageUrlSmall: '',
  })
  // Other entries have no images (spec §3), even when their events have pictures.
  const other = computeSubcategoryTile(getSubcategoryById(13999)!, picture)
  expect(other).toMatchObject({ refinement: 'other', imageUrl: '', imageUrlSmall: '' })
})

test('A picture narrower than 1200 px is not enlarged for the large size', () => {
  const tile = computeSubcategoryTile(getSubcategoryById(13004)!, { ...picture, width: 1024, height: 512 })
  expect(tile.imageUrl).toMatchObject({ width: 1024, height: 512 })
})
