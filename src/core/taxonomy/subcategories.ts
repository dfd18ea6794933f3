import { toRefinementSlug } from './refinement-slug'

export type SeasonalTheme = 'halloween' | 'thanksgiving' | 'christmas' | 'fall' | 'new-year'

export type Subcategory = {
  id: number
  categoryId: number
  title: string
  refinement: string
  hasImage: boolean
  /** Entries with the same group show the same picture; null when the tile has none. */
  imageGroup: string | null
  subtitle?: string
  theme?: string
  seasonalTheme?: SeasonalTheme
  /** The broader entry of its category that takes it in (COVERED_BY): the editor offers that one instead. */
  coveredBy?: number
}

export type SubcategoryIdRange = {
  group: string
  categoryId: number
  first: number
  last: number
  otherId: number
}

const PRODUCT = 'Tessera'
const OTHER_REFINEMENT = 'other'

export const SUBCATEGORY_ID_RANGES: readonly SubcategoryIdRange[] = [
  { group: 'business', categoryId: 101, first: 1001, last: 1011, otherId: 1999 },
  { group: 'science-and-tech', categoryId: 102, first: 2001, last: 2007, otherId: 2999 },
  { group: 'music', categoryId: 103, first: 3001, last: 3031, otherId: 3999 },
  { group: 'film-and-media', categoryId: 104, first: 4001, last: 4007, otherId: 4999 },
  { group: 'performing-and-visual-arts', categoryId: 105, first: 5001, last: 5014, otherId: 5999 },
  { group: 'fashion', categoryId: 106, first: 6001, last: 6004, otherId: 6999 },
  { group: 'health', categoryId: 107, first: 7001, last: 7005, otherId: 7999 },
  { group: 'sports-and-fitness', categoryId: 108, first: 8001, last: 8027, otherId: 8999 },
  { group: 'travel-and-outdoor', categoryId: 109, first: 9001, last: 9006, otherId: 9999 },
  { group: 'food-and-drink', categoryId: 110, first: 10001, last: 10004, otherId: 10999 },
  { group: 'charity', categoryId: 111, first: 11001, last: 11008, otherId: 11999 },
  { group: 'government-and-politics', categoryId: 112, first: 12001, last: 12010, otherId: 12999 },
  { group: 'community-and-culture', categoryId: 113, first: 13001, last: 13010, otherId: 13999 },
  // The one group whose Other is not x999 (spec §3).
  { group: 'religion-and-spirituality', categoryId: 114, first: 14001, last: 14015, otherId: 14099 },
  { group: 'family-and-education', categoryId: 115, first: 15001, last: 15008, otherId: 15999 },
  { group: 'seasonal-and-holiday', categoryId: 116, first: 16001, last: 16009, otherId: 16999 },
  { group: 'home-and-lifestyle', categoryId: 117, first: 17001, last: 17003, otherId: 17999 },
  { group: 'auto-boat-and-air', categoryId: 118, first: 18001, last: 18004, otherId: 18999 },
  { group: 'hobbies', categoryId: 119, first: 19001, last: 19008, otherId: 19999 },
  { group: 'school-activities', categoryId: 120, first: 20001, last: 20006, otherId: 20999 },
]

// Titles and ids are Eventbrite's public /subcategories/ list, so imported events keep their
// subcategory. The trailing spaces in 12007 and 15005 are theirs too, and the spec's slugs
// (countymunicipal-government-, children-and-youth-) depend on them.
const TITLES: ReadonlyArray<readonly [id: number, title: string]> = [
  [1001, 'Startups & Small Business'],
  [1002, 'Finance'],
  [1003, 'Environment & Sustainability'],
  [1004, 'Educators'],
  [1005, 'Real Estate'],
  [1006, 'Non Profit & NGOs'],
  [1007, 'Sales & Marketing'],
  [1008, 'Media'],
  [1009, 'Design'],
  [1010, 'Career'],
  [1011, 'Investment'],
  [2001, 'Medicine'],
  [2002, 'Science'],
  [2003, 'Biotech'],
  [2004, 'High Tech'],
  [2005, 'Mobile'],
  [2006, 'Social Media'],
  [2007, 'Robotics'],
  [3001, 'Alternative'],
  [3002, 'Blues & Jazz'],
  [3003, 'Classical'],
  [3004, 'Country'],
  [3005, 'Cultural'],
  [3006, 'EDM / Electronic'],
  [3007, 'Folk'],
  [3008, 'Hip Hop / Rap'],
  [3009, 'Indie'],
  [3010, 'Latin'],
  [3011, 'Metal'],
  [3012, 'Opera'],
  [3013, 'Pop'],
  [3014, 'R&B'],
  [3015, 'Reggae'],
  [3016, 'Religious/Spiritual'],
  [3017, 'Rock'],
  [3018, 'Top 40'],
  [3019, 'Acoustic'],
  [3020, 'Americana'],
  [3021, 'Bluegrass'],
  [3022, 'Blues'],
  [3023, 'DJ/Dance'],
  [3024, 'EDM'],
  [3025, 'Electronic'],
  [3026, 'Experimental'],
  [3027, 'Jazz'],
  [3028, 'Psychedelic'],
  [3029, 'Punk/Hardcore'],
  [3030, 'Singer/Songwriter'],
  [3031, 'World'],
  [4001, 'TV'],
  [4002, 'Film'],
  [4003, 'Anime'],
  [4004, 'Gaming'],
  [4005, 'Comics'],
  [4006, 'Adult'],
  [4007, 'Comedy'],
  [5001, 'Theatre'],
  [5002, 'Musical'],
  [5003, 'Ballet'],
  [5004, 'Dance'],
  [5005, 'Opera'],
  [5006, 'Orchestra'],
  [5007, 'Craft'],
  [5008, 'Fine Art'],
  [5009, 'Literary Arts'],
  [5010, 'Comedy'],
  [5011, 'Sculpture'],
  [5012, 'Painting'],
  [5013, 'Design'],
  [5014, 'Jewelry'],
  [6001, 'Fashion'],
  [6002, 'Accessories'],
  [6003, 'Bridal'],
  [6004, 'Beauty'],
  [7001, 'Personal health'],
  [7002, 'Mental health'],
  [7003, 'Medical'],
  [7004, 'Spa'],
  [7005, 'Yoga'],
  [8001, 'Running'],
  [8002, 'Walking'],
  [8003, 'Cycling'],
  [8004, 'Mountain Biking'],
  [8005, 'Obstacles'],
  [8006, 'Basketball'],
  [8007, 'Football'],
  [8008, 'Baseball'],
  [8009, 'Soccer'],
  [8010, 'Golf'],
  [8011, 'Volleyball'],
  [8012, 'Tennis'],
  [8013, 'Swimming & Water Sports'],
  [8014, 'Hockey'],
  [8015, 'Motorsports'],
  [8016, 'Fighting & Martial Arts'],
  [8017, 'Snow Sports'],
  [8018, 'Rugby'],
  [8019, 'Yoga'],
  [8020, 'Exercise'],
  [8021, 'Softball'],
  [8022, 'Wrestling'],
  [8023, 'Lacrosse'],
  [8024, 'Cheer'],
  [8025, 'Camps'],
  [8026, 'Weightlifting'],
  [8027, 'Track & Field'],
  [9001, 'Hiking'],
  [9002, 'Rafting'],
  [9003, 'Kayaking'],
  [9004, 'Canoeing'],
  [9005, 'Climbing'],
  [9006, 'Travel'],
  [10001, 'Beer'],
  [10002, 'Wine'],
  [10003, 'Food'],
  [10004, 'Spirits'],
  [11001, 'Animal Welfare'],
  [11002, 'Environment'],
  [11003, 'Healthcare'],
  [11004, 'Human Rights'],
  [11005, 'International Aid'],
  [11006, 'Poverty'],
  [11007, 'Disaster Relief'],
  [11008, 'Education'],
  [12001, 'Republican Party'],
  [12002, 'Democratic Party'],
  [12003, 'Other Party'],
  [12004, 'Non-partisan'],
  [12005, 'Federal Government'],
  [12006, 'State Government'],
  [12007, 'County/Municipal Government '],
  [12008, 'Military'],
  [12009, 'International Affairs'],
  [12010, 'National Security'],
  [13001, 'State'],
  [13002, 'County'],
  [13003, 'City/Town'],
  [13004, 'LGBTQIA+'],
  [13005, 'Medieval'],
  [13006, 'Renaissance'],
  [13007, 'Heritage'],
  [13008, 'Nationality'],
  [13009, 'Language'],
  [13010, 'Historic'],
  [14001, 'Christianity'],
  [14002, 'Judaism'],
  [14003, 'Islam'],
  [14004, 'Mormonism'],
  [14005, 'Buddhism'],
  [14006, 'Sikhism'],
  [14007, 'Eastern Religion'],
  [14008, 'Mysticism and Occult'],
  [14009, 'New Age'],
  [14010, 'Atheism'],
  [14011, 'Agnosticism'],
  [14012, 'Unaffiliated'],
  [14013, 'Hinduism'],
  [14014, 'Folk Religions'],
  [14015, 'Shintoism'],
  [15001, 'Education'],
  [15002, 'Alumni'],
  [15003, 'Parenting'],
  [15004, 'Baby'],
  [15005, 'Children & Youth '],
  [15006, 'Parents Association'],
  [15007, 'Reunion'],
  [15008, 'Senior Citizen'],
  [16001, 'St Patricks Day'],
  [16002, 'Easter'],
  [16003, 'Independence Day'],
  // Eventbrite says "Halloween/Haunt"; the spec names the tile plain "Halloween".
  [16004, 'Halloween'],
  [16005, 'Thanksgiving'],
  [16006, 'Christmas'],
  [16007, 'Hanukkah'],
  [16008, 'Fall events'],
  [16009, 'New Years Eve'],
  [17001, 'Dating'],
  [17002, 'Pets & Animals'],
  [17003, 'Home & Garden'],
  [18001, 'Auto'],
  [18002, 'Motorcycle/ATV'],
  [18003, 'Boat'],
  [18004, 'Air'],
  [19001, 'Anime/Comics'],
  [19002, 'Gaming'],
  [19003, 'DIY'],
  [19004, 'Photography'],
  [19005, 'Knitting'],
  [19006, 'Books'],
  [19007, 'Adult'],
  [19008, 'Drawing & Painting'],
  [20001, 'Dinner'],
  [20002, 'Fund Raiser'],
  [20003, 'Raffle'],
  [20004, 'After School Care'],
  [20005, 'Parking'],
  [20006, 'Public Speaker'],
]

// Spec §2 "Sub-category tiles": the only entries whose copy is fixed rather than derived.
const FIXED: Readonly<Record<number, Partial<Pick<Subcategory, 'refinement' | 'subtitle' | 'theme'>>>> = {
  // The rule would give "lgbtqia"; the URL word predates the renamed title.
  13004: { refinement: 'lgbt', subtitle: 'Show up, show off, and celebrate Pride with your people.' },
  17001: { subtitle: 'Spark something new, no matter your relationship status.', theme: 'transparent' },
}

const SEASONAL_THEMES: Readonly<Record<number, SeasonalTheme>> = {
  16004: 'halloween',
  16005: 'thanksgiving',
  16006: 'christmas',
  16008: 'fall',
  16009: 'new-year',
}

// Spec §3 lists these as having no picture; every Other is added below.
const WITHOUT_IMAGE: ReadonlySet<number> = new Set([2003, 5011, 8011, 14014])

// Spec §3 "Some entries share images": near-synonyms reuse one picture rather than two look-alikes.
const SHARED_IMAGE_GROUPS: Readonly<Record<number, string>> = {
  3002: 'music-concert',
  3003: 'music-concert',
  3024: 'music-electronic',
  3025: 'music-electronic',
  4004: 'gaming',
  19002: 'gaming',
  7005: 'yoga',
  8019: 'yoga',
}

// Issue 38 point 15: Eventbrite's later additions split two of its own combined entries, so a list of all
// of them offers "Blues & Jazz", "Blues" and "Jazz" side by side. The editor offers the combined entry
// alone (the one search tiles and most events use); an event that names a split one keeps its id, valid
// everywhere (API, search, filters), and the editor shows it as the combined entry.
const COVERED_BY: Readonly<Record<number, number>> = {
  3022: 3002, // Blues → Blues & Jazz
  3027: 3002, // Jazz → Blues & Jazz
  3024: 3006, // EDM → EDM / Electronic
  3025: 3006, // Electronic → EDM / Electronic
}

function buildEntry(id: number, title: string, range: SubcategoryIdRange): Subcategory {
  const fixed = FIXED[id]
  const refinement = fixed?.refinement ?? toRefinementSlug(title)
  const hasImage = !WITHOUT_IMAGE.has(id)
  const entry: Subcategory = {
    id,
    categoryId: range.categoryId,
    title,
    refinement,
    hasImage,
    imageGroup: hasImage ? (SHARED_IMAGE_GROUPS[id] ?? refinement) : null,
  }
  if (fixed?.subtitle !== undefined) entry.subtitle = fixed.subtitle
  if (fixed?.theme !== undefined) entry.theme = fixed.theme
  const seasonalTheme = SEASONAL_THEMES[id]
  if (seasonalTheme) entry.seasonalTheme = seasonalTheme
  const coveredBy = COVERED_BY[id]
  if (coveredBy !== undefined) entry.coveredBy = coveredBy
  return entry
}

function buildOther(range: SubcategoryIdRange): Subcategory {
  return {
    id: range.otherId,
    categoryId: range.categoryId,
    title: 'Other',
    refinement: OTHER_REFINEMENT,
    hasImage: false,
    imageGroup: null,
  }
}

function rangeOf(id: number): SubcategoryIdRange {
  const range = SUBCATEGORY_ID_RANGES.find((candidate) => id >= candidate.first && id <= candidate.last)
  // A typo in TITLES should fail at import, not surface as a tile in the wrong category.
  if (!range) throw new Error(`Subcategory ${id} lies outside every spec §3 id range.`)
  return range
}

export const SUBCATEGORIES: readonly Subcategory[] = SUBCATEGORY_ID_RANGES.flatMap((range) => [
  ...TITLES.filter(([id]) => rangeOf(id) === range).map(([id, title]) => buildEntry(id, title, range)),
  buildOther(range),
])

const byId = new Map(SUBCATEGORIES.map((subcategory) => [subcategory.id, subcategory]))

/** Spec §3 "Sub-category entry": the entry with this id, or null. */
export function getSubcategoryById(id: number): Subcategory | null {
  return byId.get(id) ?? null
}

/** Spec §3 "Sub-category entry": a category's entries in id order, its Other last. */
export function getSubcategoriesByCategoryId(categoryId: number): Subcategory[] {
  return SUBCATEGORIES.filter((subcategory) => subcategory.categoryId === categoryId)
}

/** The entries an organizer chooses from (issue 38 point 15): every one but those a broader entry covers. */
export const OFFERED_SUBCATEGORIES: readonly Subcategory[] = SUBCATEGORIES.filter((subcategory) => subcategory.coveredBy === undefined)

/** The offered entry that stands for subcategory `id`: itself, or the broader entry that covers it. */
export function computeOfferedSubcategoryId(id: number): number {
  return getSubcategoryById(id)?.coveredBy ?? id
}

/** Spec §3 "Sub-category entry": the key `{product}SubCategory/{id}`, with Tessera as the product. */
export function subcategoryKey(id: number): string {
  return `${PRODUCT}SubCategory/${id}`
}
