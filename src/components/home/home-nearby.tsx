// A place with no upcoming events (a small town): rather than a bare "Nothing here yet", the home page
// offers the largest cities near it and online events (issue 23).
import { buildResultsPath } from '@/core/search/results-url'
import styles from './home.module.css'
import nearbyStyles from './home-nearby.module.css'

export function HomeNearby({
  place,
  nearbyPlaces,
  languagePrefix,
}: {
  place: string
  nearbyPlaces: readonly { name: string; slug: string }[]
  languagePrefix: string
}) {
  const locale = languagePrefix.replace(/^\//, '') || undefined
  return (
    <div className={styles.empty}>
      <p className={nearbyStyles.emptyTitle}>No upcoming events in {place} yet.</p>
      <p>{nearbyPlaces.length > 0 ? 'Try a city nearby, or events you can join from anywhere:' : 'Try events you can join from anywhere:'}</p>
      <ul className={nearbyStyles.nearbyList} aria-label="Other places">
        {nearbyPlaces.map((city) => (
          <li key={city.slug}>
            <a href={buildResultsPath({ locale, location: { kind: 'place', slug: city.slug } })}>Events in {city.name}</a>
          </li>
        ))}
        <li>
          <a href={buildResultsPath({ locale, location: { kind: 'online' } })}>Online events</a>
        </li>
      </ul>
    </div>
  )
}
