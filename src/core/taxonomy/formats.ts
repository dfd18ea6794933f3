export type Format = { id: number; name: string; slug: string }

// The slug is the plural because it reads as the noun of a results URL: /d/ny--new-york/free--festivals/.
export const FORMATS: readonly Format[] = [
  { id: 1, name: 'Conference', slug: 'conferences' },
  { id: 2, name: 'Seminar', slug: 'seminars' },
  { id: 3, name: 'Expo', slug: 'expos' },
  { id: 4, name: 'Convention', slug: 'conventions' },
  { id: 5, name: 'Festival', slug: 'festivals' },
  { id: 6, name: 'Performance', slug: 'performances' },
  { id: 7, name: 'Screening', slug: 'screenings' },
  { id: 8, name: 'Gala', slug: 'galas' },
  { id: 9, name: 'Class', slug: 'classes' },
  { id: 10, name: 'Networking', slug: 'networking' },
  { id: 11, name: 'Party', slug: 'parties' },
  { id: 12, name: 'Rally', slug: 'rallies' },
  { id: 13, name: 'Tournament', slug: 'tournaments' },
  { id: 14, name: 'Game', slug: 'games' },
  { id: 15, name: 'Race', slug: 'races' },
  { id: 16, name: 'Tour', slug: 'tours' },
  { id: 17, name: 'Attraction', slug: 'attractions' },
  { id: 18, name: 'Retreat', slug: 'retreats' },
  { id: 19, name: 'Appearance', slug: 'appearances' },
]

const byId = new Map(FORMATS.map((format) => [format.id, format]))
const bySlug = new Map(FORMATS.map((format) => [format.slug, format]))

/** Spec §3 "Event formats": the format with this id, or null. */
export function getFormatById(id: number): Format | null {
  return byId.get(id) ?? null
}

/** Spec §3 "Event formats": the format whose plural URL slug this is, or null. */
export function getFormatBySlug(slug: string): Format | null {
  return bySlug.get(slug) ?? null
}
