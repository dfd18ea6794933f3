// The visitor's whereabouts as common CDNs report them in request headers (issue "Discovery API" §3):
// Cloudflare, Vercel, CloudFront, Fastly and Akamai-style generic headers. Pure: headers in, guess out.

export type GeoGuess = { latitude: number; longitude: number } | { countryCode: string } | null

type HeaderGetter = (name: string) => string | null

const COORDINATE_HEADERS: readonly [string, string][] = [
  ['cf-iplatitude', 'cf-iplongitude'],
  ['x-vercel-ip-latitude', 'x-vercel-ip-longitude'],
  ['cloudfront-viewer-latitude', 'cloudfront-viewer-longitude'],
  ['fastly-geo-latitude', 'fastly-geo-longitude'],
  ['x-geo-latitude', 'x-geo-longitude'],
]
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'fastly-geo-country',
  'x-geo-country',
]

/** The first plausible coordinates, else a country code, else null (Cloudflare's XX/T1 mean unknown/Tor). */
export function computeGeoFromHeaders(get: HeaderGetter): GeoGuess {
  for (const [latName, lngName] of COORDINATE_HEADERS) {
    const lat = Number(get(latName) ?? NaN)
    const lng = Number(get(lngName) ?? NaN)
    if (
      Number.isFinite(lat) &&
      Number.isFinite(lng) &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180 &&
      !(lat === 0 && lng === 0)
    ) {
      return { latitude: lat, longitude: lng }
    }
  }
  for (const name of COUNTRY_HEADERS) {
    const code = get(name)?.trim().toUpperCase()
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return { countryCode: code }
  }
  return null
}
