// The CSRF token the server sets in a readable cookie (decision 004), echoed by every non-GET request.
// Its own module so that what every page loads first (analytics, the user provider) does not pull in
// the whole API client, which only writes need (home first-load JavaScript budget, issue 23).

const CSRF_COOKIE = 'csrftoken'

/** The CSRF token the server set in a readable cookie, or '' before it has. */
export function readCsrfToken(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='))
  }
  return ''
}
