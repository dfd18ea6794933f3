export type PopularTag = 'nightlife' | 'budget-friendly' | 'kid-friendly' | 'great-for-groups' | 'date-night'

// Spec §3 "Popular tags", in the order the filter chips show them.
export const POPULAR_TAGS: readonly { slug: PopularTag; label: string }[] = [
  { slug: 'nightlife', label: 'Nightlife' },
  { slug: 'budget-friendly', label: 'Budget-friendly' },
  { slug: 'kid-friendly', label: 'Kid-friendly' },
  { slug: 'great-for-groups', label: 'Great for groups' },
  { slug: 'date-night', label: 'Date night' },
]
