import type { Metadata } from 'next'
import { ResultsRoute, resultsMetadata, type ResultsRouteProps } from '../../../d/results-route'

// /{locale}/d/… (spec §2): the same results; the URL module checks the locale and keeps it in every link.
export function generateMetadata(props: ResultsRouteProps): Promise<Metadata> {
  return resultsMetadata(props)
}

export default function LocalizedResultsPage(props: ResultsRouteProps) {
  return <ResultsRoute {...props} />
}
