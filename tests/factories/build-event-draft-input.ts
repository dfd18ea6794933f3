// A complete event draft as the creator tools take it (createEventDraft): a two-hour evening next year at
// a New York venue; tests override what they are about.
import type { CreateEventDraftInput } from '@/core/creators/create-event-draft'

export function buildEventDraftInput(creatorUserId: number, overrides: Partial<CreateEventDraftInput> = {}): CreateEventDraftInput {
  const nextYear = new Date().getUTCFullYear() + 1
  return {
    creatorUserId,
    name: 'Harbour Evening',
    summary: 'Knots and splices on the harbour wall.',
    descriptionHtml: '<p>Bring rope.</p>',
    categoryId: 113,
    formatId: 9,
    start: { local: `${nextYear}-07-11T18:00:00`, timezone: 'America/New_York' },
    end: { local: `${nextYear}-07-11T20:00:00`, timezone: 'America/New_York' },
    online: false,
    venue: { name: 'Harbour Hall', address1: '1 Pier Rd', city: 'New York', country: 'US', latitude: 40.7, longitude: -74.0 },
    tags: [],
    refundPolicy: 'contact_organizer',
    ...overrides,
  }
}
