// The language subdirectory of a path as the browser shows it (decision 033): '/de-de' for
// '/de-de/manage/events/create', '' at the root. Client code that rewrites or leaves the address keeps
// it, so a reload or the next page is still in the language the visitor reads; small, as it is in the
// editor's bundle (page-locale.ts holds the full rules).
export function computePathPrefix(pathname: string): string {
  return /^\/[a-z]{2}-[a-z]{2}(?=\/|$)/.exec(pathname)?.[0] ?? ''
}
