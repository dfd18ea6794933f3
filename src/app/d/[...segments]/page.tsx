import type { Metadata } from 'next'
import { ResultsRoute, resultsMetadata, type ResultsRouteProps } from '../results-route'

export function generateMetadata(props: ResultsRouteProps): Promise<Metadata> {
  return resultsMetadata(props)
}

export default function ResultsPage(props: ResultsRouteProps) {
  return <ResultsRoute {...props} />
}
