import Link from 'next/link'
import type { ReactNode } from 'react'
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'

/**
 * A link to another results URL, spelled by the one URL module. Plain <a> semantics (works without
 * JavaScript, keyboard operable); no prefetch, since a filter panel holds dozens of these.
 */
export function ResultsLink({
  query,
  children,
  current = false,
  className,
  ariaLabel,
  rel,
}: {
  query: ResultsQuery
  children: ReactNode
  current?: boolean
  className?: string
  ariaLabel?: string
  rel?: string
}) {
  return (
    <Link
      href={buildResultsPath(query)}
      prefetch={false}
      className={className}
      aria-current={current ? 'true' : undefined}
      aria-label={ariaLabel}
      rel={rel}
    >
      {children}
    </Link>
  )
}
