export type PriceFilter = 'free' | 'paid'

// Spec §3 "Price"; the slug is also the first word of a results-URL refinement (/d/…/free--music/).
export const PRICE_FILTERS: readonly { slug: PriceFilter; label: string }[] = [
  { slug: 'free', label: 'Free' },
  { slug: 'paid', label: 'Paid' },
]
