// The developers' page's code samples other than webhook verification (verify-example.ts) and the embed
// snippet (src/core/embed/embed-snippet.ts), as the page shows them: with this site's own origin (SITE_URL),
// so that they can be copied as they are. Pure.

/** A request with an API key. */
export function computeKeyRequestSample(siteUrl: string): string {
  return `curl ${new URL(siteUrl).origin}/api/v3/organizations/me/events/ \\
  -H "Authorization: Bearer $TESSERA_API_KEY"
`
}

/**
 * Reading a whole list page after page by its continuation, waiting as a 429 asks. An ES module;
 * code-samples.test.ts runs it against a fake of the API.
 */
export function computePaginationSample(siteUrl: string): string {
  return `const SITE = '${new URL(siteUrl).origin}'

// Every event of your organization, page after page
export async function readAllEvents(apiKey) {
  const events = []
  let continuation = null
  while (true) {
    const url = new URL('/api/v3/organizations/me/events/', SITE)
    if (continuation) url.searchParams.set('continuation', continuation)
    const response = await fetch(url, { headers: { Authorization: \`Bearer \${apiKey}\` } })
    if (response.status === 429) {
      // Past the key's rate limit: wait as long as Retry-After says (seconds), then ask again
      const seconds = Number(response.headers.get('Retry-After'))
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      continue
    }
    if (!response.ok) throw new Error(\`Tessera answered \${response.status}\`)
    const page = await response.json()
    events.push(...page.events)
    continuation = page.pagination.continuation // null on the last page
    if (!continuation) return events
  }
}
`
}

/** The request that lists the sites allowed to show the checkout in a frame. */
export function computeEmbedOriginsSample(siteUrl: string): string {
  return `curl -X PUT ${new URL(siteUrl).origin}/api/v3/organizations/me/embed_origins/ \\
  -H "Authorization: Bearer $TESSERA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"origins": ["https://example.org"]}'
`
}
