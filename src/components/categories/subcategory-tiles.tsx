// Spec §2 "Sub-category tiles": title, image, subtitle (Pride and Dating have the spec's) and theme
// (Dating's is transparent). Each opens the place's results for the sub-category. The picture comes in
// the spec's two sizes (small 300×150, large ~1200 wide): the browser takes the large one where the tile
// is drawn large (a wide tile, a dense screen), and the 8-px blur placeholder shows until either loads.
import type { SubcategoryTile } from '@/core/discovery/subcategory-tile'
import type { PickedLocation } from '@/core/places/picked-location'
import { resultsPathFor } from '@/components/search/results-location'
import styles from './categories.module.css'

// A tile takes the page's column on a phone and about a quarter of the 1,412 px content at most.
const TILE_SIZES = '(max-width: 640px) 100vw, 340px'

function TileImage({ tile }: { tile: SubcategoryTile }) {
  const small = tile.imageUrlSmall
  const large = tile.imageUrl
  if (!small) return <span className={styles.tileImage} aria-hidden="true" />
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own optimizer path (spec §9), not next/image
    <img
      className={styles.tileImage}
      src={small.src}
      srcSet={large ? `${small.src} ${small.width}w, ${large.src} ${large.width}w` : undefined}
      sizes={large ? TILE_SIZES : undefined}
      width={small.width}
      height={small.height}
      alt=""
      loading="lazy"
      decoding="async"
      style={{ backgroundImage: `url("${small.blurDataURL}")` }}
    />
  )
}

export function SubcategoryTiles({
  tiles,
  location,
  languagePrefix = '',
}: {
  tiles: SubcategoryTile[]
  location: PickedLocation
  /** The site's language subdirectory ('' for none): results links keep it. */
  languagePrefix?: string
}) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => {
        const href = resultsPathFor(location, {
          ...(tile.categorySlug ? { categorySlug: tile.categorySlug } : {}),
          subcategoryIds: [tile.id],
          locale: languagePrefix,
        })
        return (
          <li key={tile.key}>
            <a
              href={href}
              className={`${styles.tile} ${tile.theme === 'transparent' ? styles.transparent : ''}`}
              data-key={tile.key}
              data-refinement={tile.refinement}
              data-theme={tile.theme}
            >
              <TileImage tile={tile} />
              <span className={styles.tileText}>
                <span className={styles.tileTitle}>{tile.title}</span>
                {tile.subtitle ? <span className={styles.tileSubtitle}>{tile.subtitle}</span> : null}
              </span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
