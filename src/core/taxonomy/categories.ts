export type Category = { id: number; name: string; slug: string }

/** A landing page that is not one of the numbered categories but is linked like one (spec §3 "Extras"). */
export type Destination = { slug: string; description: string }

// Names are the spec's short forms ("Government", not "Government & Politics"); slugs follow
// Eventbrite's URL words so links copied between the two sites keep working.
export const CATEGORIES: readonly Category[] = [
  { id: 101, name: 'Business', slug: 'business' },
  { id: 102, name: 'Science & Tech', slug: 'science-and-tech' },
  { id: 103, name: 'Music', slug: 'music' },
  { id: 104, name: 'Film & Media', slug: 'film-and-media' },
  { id: 105, name: 'Performing & Visual Arts', slug: 'arts' },
  { id: 106, name: 'Fashion', slug: 'fashion' },
  { id: 107, name: 'Health', slug: 'health' },
  { id: 108, name: 'Sports & Fitness', slug: 'sports-and-fitness' },
  { id: 109, name: 'Travel & Outdoor', slug: 'travel-and-outdoor' },
  { id: 110, name: 'Food & Drink', slug: 'food-and-drink' },
  { id: 111, name: 'Charity & Causes', slug: 'charity-and-causes' },
  { id: 112, name: 'Government', slug: 'government' },
  { id: 113, name: 'Community', slug: 'community' },
  { id: 114, name: 'Spirituality', slug: 'spirituality' },
  { id: 115, name: 'Family & Education', slug: 'family-and-education' },
  { id: 116, name: 'Holidays', slug: 'holiday' },
  { id: 117, name: 'Home & Lifestyle', slug: 'home-and-lifestyle' },
  { id: 118, name: 'Auto, Boat & Air', slug: 'auto-boat-and-air' },
  { id: 119, name: 'Hobbies', slug: 'hobbies' },
  { id: 120, name: 'School Activities', slug: 'school-activities' },
  { id: 199, name: 'Other', slug: 'other' },
]

export const EXTRA_DESTINATIONS: readonly Destination[] = [
  { slug: 'nightlife', description: 'Bars, clubs, live sets and other late-night plans.' },
  { slug: 'seasonal', description: 'Events for the current season and its holidays.' },
]

const byId = new Map(CATEGORIES.map((category) => [category.id, category]))
const bySlug = new Map(CATEGORIES.map((category) => [category.slug, category]))

/** Spec §3 "Categories": the category with this id, or null. */
export function getCategoryById(id: number): Category | null {
  return byId.get(id) ?? null
}

/** Spec §3 "Categories": the category whose URL slug this is, or null. */
export function getCategoryBySlug(slug: string): Category | null {
  return bySlug.get(slug) ?? null
}
