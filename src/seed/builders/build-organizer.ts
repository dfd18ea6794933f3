// Row builders (STYLE.md "Factories"): a complete organizers row with plain defaults; tests override
// what they care about, and the demo-data generator overrides everything.
import { slugifyPlaceName } from '@/core/places/place-slug'
import type { organizers } from '@/db/schema'

export type OrganizerRow = Required<Omit<typeof organizers.$inferInsert, 'id'>> & { id?: number }

let counter = 0

export function buildOrganizer(overrides: Partial<OrganizerRow> = {}): OrganizerRow {
  counter += 1
  const name = overrides.name ?? `Test Organizer ${counter}`
  return {
    ownerUserId: null,
    name,
    slug: slugifyPlaceName(name),
    description: '',
    website: null,
    imageId: null,
    contactEmail: null,
    socialLinks: {},
    numFollowers: 0,
    taxMode: 'none',
    taxRateMilli: 0,
    taxLegalName: '',
    taxAddress: '',
    taxId: '',
    payoutDelayDays: 5,
    payoutReservePercent: 0,
    createdAt: new Date(),
    ...overrides,
  }
}
