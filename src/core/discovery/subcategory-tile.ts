// The home page's sub-category tiles as spec §3 "Sub-category entry" describes them: key, title,
// refinement, optional subtitle and theme, and a large and a small image (src, size and an 8-px-wide
// blur placeholder), or '' where the sub-category has no picture. Pure: the picture is looked up and
// its placeholder read or computed by get-home-feed.ts.
import { optimizedImageUrl } from '@/core/images/image-optimizer-rules'
import { getCategoryById } from '@/core/taxonomy/categories'
import { subcategoryKey, type Subcategory } from '@/core/taxonomy/subcategories'
import { computeSubcategorySubtitle, computeSubcategoryTitle, type SubcategoryNames } from '@/core/taxonomy/subcategory-names'

/** Spec §9: sub-category images are about 1200 wide large and 300×150 small. */
export const TILE_LARGE_WIDTH = 1200
export const TILE_SMALL = { width: 300, height: 150 } as const
/** The optimizer serves listed widths only (spec §9): 384 is the smallest that covers the 300 px tile. */
export const TILE_SMALL_SOURCE_WIDTH = 384

export type TileImage = {
  src: string
  width: number
  height: number
  /** Spec §9: an 8-px-wide placeholder, as a data URL, shown while the picture loads. */
  blurDataURL: string
  blurWidth: number
  blurHeight: number
}

export type SubcategoryTile = {
  /** Spec §3: `{product}SubCategory/{id}`. */
  key: string
  id: number
  title: string
  refinement: string
  /** The results page's category word for the sub-category's category. */
  categorySlug: string | null
  imageUrl: TileImage | ''
  imageUrlSmall: TileImage | ''
  subtitle?: string
  theme?: string
}

/** A stored picture of the sub-category: its storage key, pixel size and blur placeholder. */
export type TilePicture = {
  key: string
  width: number
  height: number
  blurDataURL: string
  blurWidth: number
  blurHeight: number
}

/**
 * Spec §3 "Sub-category entry" for a tile: the entry's copy with the picture in its two sizes through
 * the image optimizer (large ~1200 wide at the picture's own ratio, small 300×150), both with the
 * picture's blur placeholder; '' for both when the sub-category has no picture.
 */
export function computeSubcategoryTile(sub: Subcategory, picture: TilePicture | null): SubcategoryTile {
  const tile: SubcategoryTile = {
    key: subcategoryKey(sub.id),
    id: sub.id,
    title: sub.title.trim(),
    refinement: sub.refinement,
    categorySlug: getCategoryById(sub.categoryId)?.slug ?? null,
    imageUrl: '',
    imageUrlSmall: '',
  }
  // Spec §3: "Other" entries and a few more have no picture, whatever events of theirs show.
  if (picture && sub.hasImage) {
    const blur = {
      blurDataURL: picture.blurDataURL,
      blurWidth: picture.blurWidth,
      blurHeight: picture.blurHeight,
    }
    const largeWidth = Math.min(TILE_LARGE_WIDTH, picture.width)
    tile.imageUrl = {
      src: optimizedImageUrl(picture.key, TILE_LARGE_WIDTH),
      width: largeWidth,
      height: Math.round((largeWidth * picture.height) / Math.max(1, picture.width)),
      ...blur,
    }
    tile.imageUrlSmall = {
      src: optimizedImageUrl(picture.key, TILE_SMALL_SOURCE_WIDTH),
      ...TILE_SMALL,
      ...blur,
    }
  }
  if (sub.subtitle !== undefined) tile.subtitle = sub.subtitle
  if (sub.theme !== undefined) tile.theme = sub.theme
  return tile
}

/**
 * A tile's title and subtitle in the page's language (issue 25). Tiles are cached per place in English,
 * the taxonomy's words; each page names them from its language's catalog as it renders them.
 */
export function localizeSubcategoryTile(tile: SubcategoryTile, names: SubcategoryNames): SubcategoryTile {
  const localized: SubcategoryTile = { ...tile, title: computeSubcategoryTitle(tile.id, names) ?? tile.title }
  const subtitle = computeSubcategorySubtitle(tile.id, tile.subtitle, names)
  if (subtitle !== undefined) localized.subtitle = subtitle
  return localized
}
