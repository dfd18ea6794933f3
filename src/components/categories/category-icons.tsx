import { useTranslations } from 'next-intl'
// The home page's category icons (spec §2 home "category icons"): each opens the results for the place.
import type { PickedLocation } from '@/core/places/picked-location'
import type { ResultsQuery } from '@/core/search/results-url'
import { resultsPathFor } from '@/components/search/results-location'
import styles from './categories.module.css'

// `label` is the English name and the icon's key in the taxonomy catalog's `icons`.
type Icon = { label: IconLabel; glyph: string; query: Omit<ResultsQuery, 'location'> }
type IconLabel = 'Music' | 'Nightlife' | 'Performing & Visual Arts' | 'Holidays' | 'Dating' | 'Hobbies' | 'Business' | 'Food & Drink'

export const CATEGORY_ICONS: readonly Icon[] = [
  { label: 'Music', glyph: '♫', query: { categorySlug: 'music' } },
  { label: 'Nightlife', glyph: '☾', query: { tags: ['nightlife'] } },
  { label: 'Performing & Visual Arts', glyph: '✦', query: { categorySlug: 'arts' } },
  { label: 'Holidays', glyph: '❄', query: { categorySlug: 'holiday' } },
  { label: 'Dating', glyph: '♡', query: { categorySlug: 'home-and-lifestyle', subcategoryIds: [17001] } },
  { label: 'Hobbies', glyph: '✎', query: { categorySlug: 'hobbies' } },
  { label: 'Business', glyph: '▣', query: { categorySlug: 'business' } },
  { label: 'Food & Drink', glyph: '☕', query: { categorySlug: 'food-and-drink' } },
]

/** `languagePrefix` is the site's language subdirectory ('' for none): results links keep it. */
export function CategoryIcons({
  location,
  languagePrefix = '',
}: {
  location: PickedLocation
  languagePrefix?: string
}) {
  const t = useTranslations('taxonomy')
  return (
    <nav aria-label={t('categoriesLabel')} className={styles.icons}>
      <ul>
        {CATEGORY_ICONS.map((icon) => (
          <li key={icon.label}>
            <a
              href={resultsPathFor(location, { ...icon.query, locale: languagePrefix })}
              className={styles.icon}
            >
              <span className={styles.glyph} aria-hidden="true">
                {icon.glyph}
              </span>
              <span>{t(`icons.${icon.label}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
