// "Contact Sales" (/organizer/contact-sales/, issue 20): what an inquiry may hold. Pure: the API schema,
// the page's form and the use case read the same limits and bands.

export const TICKETS_PER_YEAR_BANDS = [
  { value: 'under_1k', label: 'Fewer than 1,000' },
  { value: '1k_10k', label: '1,000 to 10,000' },
  { value: '10k_100k', label: '10,000 to 100,000' },
  { value: 'over_100k', label: 'More than 100,000' },
] as const

export type TicketsPerYearBand = (typeof TICKETS_PER_YEAR_BANDS)[number]['value']

export const SALES_ORGANIZATION_MAX_LENGTH = 140
export const SALES_MESSAGE_MAX_LENGTH = 3000
