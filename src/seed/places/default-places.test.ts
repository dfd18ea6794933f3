import { expect, test } from 'vitest'
import { computeSiteCountry, SITE_TLDS } from '@/core/i18n/locale-info'
import { computeDefaultPlaceSlug } from '@/core/places/default-place'
import { buildPlaceRecords } from './build-place-records'

test("Every site domain's default place is the most populous city of its country in the place data", () => {
  const places = buildPlaceRecords()
  for (const tld of SITE_TLDS) {
    const country = computeSiteCountry(tld)
    const biggest = places
      .filter((p) => p.placeType === 'locality' && p.countryCode === country)
      .reduce((a, b) => (b.population > a.population ? b : a))
    expect(computeDefaultPlaceSlug(tld, 'en_US'), tld).toBe(biggest.slug)
  }
}, 60_000)
