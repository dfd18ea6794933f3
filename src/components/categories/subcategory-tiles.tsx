// Spec §2 "Sub-category tiles": title, image, subtitle (Pride and Dating have the spec's) and theme
// (Dating's is transparent). Each opens the place's results for the sub-category.
import type { HomeTile } from '@/core/discovery/get-home-feed'
import type { SearchLocation } from '@/core/places/search-location'
import { computeImageKeyFromUrl, optimizedImageUrl } from '@/core/images/image-optimizer-rules'
import { resultsPathFor } from '@/components/search/results-location'
import styles from './categories.module.css'

export function SubcategoryTiles({
  tiles,
  location,
  languagePrefix = '',
}: {
  tiles: HomeTile[]
  location: SearchLocation
  /** The site's language subdirectory ('' for none): results links keep it. */
  languagePrefix?: string
}) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => {
        const key = tile.imageUrl ? computeImageKeyFromUrl(tile.imageUrl) : null
        const href = resultsPathFor(location, {
          ...(tile.categorySlug ? { categorySlug: tile.categorySlug } : {}),
          subcategoryIds: [tile.id],
          locale: languagePrefix,
        })
        return (
          <li key={tile.id}>
            <a
              href={href}
              className={`${styles.tile} ${tile.theme === 'transparent' ? styles.transparent : ''}`}
              data-refinement={tile.refinement}
            >
              {key ? (
                // eslint-disable-next-line @next/next/no-img-element -- our own optimizer path (spec §9), not next/image
                <img
                  className={styles.tileImage}
                  src={optimizedImageUrl(key, 640)}
                  width={300}
                  height={150}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.tileImage} aria-hidden="true" />
              )}
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
