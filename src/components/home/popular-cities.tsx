// "Popular cities" on the home page: each opens the city's results.
import { buildResultsPath } from '@/core/search/results-url'
import styles from './popular-cities.module.css'

export const POPULAR_CITIES: readonly { name: string; slug: string }[] = [
  { name: 'New York', slug: 'ny--new-york' },
  { name: 'Los Angeles', slug: 'ca--los-angeles' },
  { name: 'Chicago', slug: 'il--chicago' },
  { name: 'San Francisco', slug: 'ca--san-francisco' },
  { name: 'Miami', slug: 'fl--miami' },
  { name: 'Austin', slug: 'tx--austin' },
  { name: 'London', slug: 'united-kingdom--london' },
  { name: 'Toronto', slug: 'canada--toronto' },
  { name: 'Sydney', slug: 'australia--sydney' },
  { name: 'Paris', slug: 'france--paris' },
  { name: 'Berlin', slug: 'germany--berlin' },
]

/** `languagePrefix` is the site's language subdirectory ('' for none): results links keep it. */
export function PopularCities({
  currentSlug,
  languagePrefix = '',
}: {
  currentSlug: string
  languagePrefix?: string
}) {
  return (
    <ul className={styles.cities}>
      {POPULAR_CITIES.filter((city) => city.slug !== currentSlug).map((city) => (
        <li key={city.slug}>
          <a
            className={styles.city}
            href={buildResultsPath({
              location: { kind: 'place', slug: city.slug },
              locale: languagePrefix || undefined,
            })}
          >
            <span className={styles.cityName}>{city.name}</span>
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
