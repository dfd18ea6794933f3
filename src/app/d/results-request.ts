// Rebuilds the requested results path from route segments for the URL module (pages and the feed).

// Next hands segments over decoded; a segment that is not valid percent-encoding is kept as sent.
function encodeSegment(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // already decoded text with a literal '%'
  }
  return encodeURIComponent(decoded)
}

/** `/[{locale}/]d/{segments…}/`, percent-encoded as parseResultsPath expects. */
export function computeRequestedResultsPath(segments: readonly string[]): string {
  return `/${segments.map(encodeSegment).join('/')}/`
}
