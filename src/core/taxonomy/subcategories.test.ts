import { expect, test } from 'vitest'
import { CATEGORIES } from './categories'
import { toRefinementSlug } from './refinement-slug'
import {
  OFFERED_SUBCATEGORIES,
  SUBCATEGORIES,
  SUBCATEGORY_ID_RANGES,
  computeOfferedSubcategoryId,
  getSubcategoriesByCategoryId,
  getSubcategoryById,
  subcategoryKey,
} from './subcategories'

test('Every id of every spec range has an entry in the right category, and nothing else exists', () => {
  const expectedIds: number[] = []
  for (const range of SUBCATEGORY_ID_RANGES) {
    for (let id = range.first; id <= range.last; id++) {
      expectedIds.push(id)
      const entry = getSubcategoryById(id)
      expect(entry, `subcategory ${id}`).not.toBeNull()
      expect(entry?.categoryId).toBe(range.categoryId)
      expect(entry?.title.trim()).not.toBe('')
      expect(entry?.title).not.toBe('Other')
    }
    expectedIds.push(range.otherId)
  }
  expect(SUBCATEGORIES.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(
    expectedIds.sort((a, b) => a - b),
  )
})

test('The ranges are the spec ones, one per category from 101 to 120', () => {
  expect(SUBCATEGORY_ID_RANGES.map((range) => [range.first, range.last])).toEqual([
    [1001, 1011],
    [2001, 2007],
    [3001, 3031],
    [4001, 4007],
    [5001, 5014],
    [6001, 6004],
    [7001, 7005],
    [8001, 8027],
    [9001, 9006],
    [10001, 10004],
    [11001, 11008],
    [12001, 12010],
    [13001, 13010],
    [14001, 14015],
    [15001, 15008],
    [16001, 16009],
    [17001, 17003],
    [18001, 18004],
    [19001, 19008],
    [20001, 20006],
  ])
  expect(SUBCATEGORY_ID_RANGES.map((range) => range.categoryId)).toEqual(
    CATEGORIES.filter((category) => category.id !== 199).map((category) => category.id),
  )
})

test('Each group has an Other entry ending in 999, except religion with 14099, without image', () => {
  for (const range of SUBCATEGORY_ID_RANGES) {
    const expectedOtherId = range.categoryId === 114 ? 14099 : (range.categoryId - 100) * 1000 + 999
    expect(range.otherId).toBe(expectedOtherId)
    expect(getSubcategoryById(expectedOtherId)).toEqual({
      id: expectedOtherId,
      categoryId: range.categoryId,
      title: 'Other',
      refinement: 'other',
      hasImage: false,
      imageGroup: null,
    })
  }
  expect(getSubcategoryById(14999)).toBeNull()
})

test('Ids are unique', () => {
  const ids = SUBCATEGORIES.map((entry) => entry.id)
  expect(new Set(ids).size).toBe(ids.length)
})

test('Refinement slugs are unique within a category', () => {
  for (const range of SUBCATEGORY_ID_RANGES) {
    const refinements = getSubcategoriesByCategoryId(range.categoryId).map((entry) => entry.refinement)
    expect(new Set(refinements).size, `category ${range.categoryId}`).toBe(refinements.length)
  }
})

test('Refinements follow the slug rule except Pride and the Other entries', () => {
  for (const entry of SUBCATEGORIES) {
    if (entry.id === 13004 || entry.title === 'Other') continue
    expect(entry.refinement).toBe(toRefinementSlug(entry.title))
  }
  expect(getSubcategoryById(3006)?.refinement).toBe('edm--electronic')
  expect(getSubcategoryById(3008)?.refinement).toBe('hip-hop--rap')
  expect(getSubcategoryById(12007)?.refinement).toBe('countymunicipal-government-')
  expect(getSubcategoryById(15005)?.refinement).toBe('children-and-youth-')
})

test('Pride, Dating and Halloween are exactly as the spec fixes them', () => {
  expect(getSubcategoryById(13004)).toEqual({
    id: 13004,
    categoryId: 113,
    title: 'LGBTQIA+',
    refinement: 'lgbt',
    hasImage: true,
    imageGroup: 'lgbt',
    subtitle: 'Show up, show off, and celebrate Pride with your people.',
  })
  expect(getSubcategoryById(17001)).toEqual({
    id: 17001,
    categoryId: 117,
    title: 'Dating',
    refinement: 'dating',
    hasImage: true,
    imageGroup: 'dating',
    subtitle: 'Spark something new, no matter your relationship status.',
    theme: 'transparent',
  })
  expect(getSubcategoryById(16004)).toEqual({
    id: 16004,
    categoryId: 116,
    title: 'Halloween',
    refinement: 'halloween',
    hasImage: true,
    imageGroup: 'halloween',
    seasonalTheme: 'halloween',
  })
})

test('Each seasonal theme belongs to exactly one holiday entry', () => {
  const themed = SUBCATEGORIES.filter((entry) => entry.seasonalTheme !== undefined)
  expect(themed.map((entry) => [entry.id, entry.seasonalTheme])).toEqual([
    [16004, 'halloween'],
    [16005, 'thanksgiving'],
    [16006, 'christmas'],
    [16008, 'fall'],
    [16009, 'new-year'],
  ])
})

test('Biotech, Sculpture, Volleyball and Folk Religions have no image', () => {
  for (const title of ['Biotech', 'Sculpture', 'Volleyball', 'Folk Religions']) {
    const matches = SUBCATEGORIES.filter((entry) => entry.title === title)
    expect(matches).toHaveLength(1)
    expect(matches[0]).toMatchObject({ hasImage: false, imageGroup: null })
  }
})

test('Entries with an image use their refinement as image group unless they share one', () => {
  const withImage = SUBCATEGORIES.filter((entry) => entry.hasImage)
  for (const entry of withImage) expect(entry.imageGroup).not.toBeNull()
  const shared = withImage.filter((entry) => entry.imageGroup !== entry.refinement)
  expect(shared.length).toBeGreaterThan(0)
  for (const entry of shared) {
    expect(withImage.filter((other) => other.imageGroup === entry.imageGroup).length).toBeGreaterThan(1)
  }
  expect(getSubcategoryById(3002)?.imageGroup).toBe('music-concert')
  expect(getSubcategoryById(3003)?.imageGroup).toBe('music-concert')
})

test('A category lists its entries in id order with Other last', () => {
  const homeAndLifestyle = getSubcategoriesByCategoryId(117).map((entry) => entry.id)
  expect(homeAndLifestyle).toEqual([17001, 17002, 17003, 17999])
  expect(getSubcategoriesByCategoryId(199)).toEqual([])
})

test('School activities are the spec six', () => {
  expect(
    getSubcategoriesByCategoryId(120)
      .filter((entry) => entry.title !== 'Other')
      .map((entry) => entry.refinement),
  ).toEqual(['dinner', 'fund-raiser', 'raffle', 'after-school-care', 'parking', 'public-speaker'])
})

test('The sub-category key names the product', () => {
  expect(subcategoryKey(16004)).toBe('TesseraSubCategory/16004')
})

test('Organizers choose from no overlapping entries: "Blues & Jazz" without "Blues" and "Jazz" beside it', () => {
  for (const category of CATEGORIES) {
    const offered = OFFERED_SUBCATEGORIES.filter((s) => s.categoryId === category.id).map((s) => s.title.trim().toLowerCase())
    for (const title of offered) {
      const parts = title.split(/\s*(?:&|\/)\s*/)
      if (parts.length < 2) continue
      expect(offered.filter((other) => parts.includes(other)), `${category.slug}: ${title}`).toEqual([])
    }
  }
  const music = OFFERED_SUBCATEGORIES.filter((s) => s.categoryId === 103).map((s) => s.title)
  expect(music).toContain('Blues & Jazz')
  expect(music).toContain('EDM / Electronic')
  expect(music).not.toContain('Jazz')
  expect(music).not.toContain('Electronic')
})

test('An event that names a covered subcategory keeps a valid id, shown as the entry that covers it', () => {
  expect(getSubcategoryById(3027)?.title).toBe('Jazz')
  expect(computeOfferedSubcategoryId(3027)).toBe(3002)
  expect(computeOfferedSubcategoryId(3022)).toBe(3002)
  expect(computeOfferedSubcategoryId(3025)).toBe(3006)
  expect(computeOfferedSubcategoryId(3001)).toBe(3001)
  for (const s of SUBCATEGORIES) {
    if (s.coveredBy !== undefined) expect(getSubcategoryById(s.coveredBy)?.categoryId, `${s.id}`).toBe(s.categoryId)
  }
})
