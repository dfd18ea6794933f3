// The creator overview's "next steps" (issue 20: /organizer/overview, /manage/, /organizations/home):
// what a creator should do next, most useful first, from what they have. Pure.

/**
 * `kind` names the step's words in the page's catalog (manage.steps); `name` is the event it is about, or
 * ''; a draft's step names its event, whose reminder the organizer may dismiss.
 */
export type NextStep = { key: string; kind: 'profile' | 'draft' | 'checkIn' | 'share' | 'create'; name: string; href: string; eventId?: number }

export type CreatorState = {
  hasProfile: boolean
  profileComplete: boolean
  drafts: { id: number; name: string }[]
  upcoming: { id: number; name: string; sold: number; startAt: Date }[]
}

const DAY_MS = 24 * 3600 * 1000

/** At most four steps: set up the profile, finish drafts, run today's door, share unsold events, or start one. */
export function computeNextSteps(state: CreatorState, now: Date): NextStep[] {
  const steps: NextStep[] = []
  if (!state.hasProfile || !state.profileComplete) {
    steps.push({ key: 'profile', kind: 'profile', name: '', href: '/myprofile/' })
  }
  for (const draft of state.drafts.slice(0, 2)) {
    steps.push({ key: `draft-${draft.id}`, kind: 'draft', name: draft.name, href: `/manage/events/${draft.id}/edit`, eventId: draft.id })
  }
  const soon = state.upcoming.find((e) => e.startAt.getTime() - now.getTime() < DAY_MS)
  if (soon) steps.push({ key: `check-in-${soon.id}`, kind: 'checkIn', name: soon.name, href: `/manage/events/${soon.id}/check-in` })
  const unsold = state.upcoming.find((e) => e.sold === 0 && e !== soon)
  if (unsold) steps.push({ key: `share-${unsold.id}`, kind: 'share', name: unsold.name, href: `/manage/events/${unsold.id}/` })
  if (state.drafts.length === 0 && state.upcoming.length === 0) {
    steps.push({ key: 'create', kind: 'create', name: '', href: '/manage/events/create' })
  }
  return steps.slice(0, 4)
}

/** Decision 056: how many days after it was made a draft is still reminded of. */
export const DRAFT_REMINDER_DAYS = 30

export type DraftReminderCandidate = { id: number; name: string; createdAt: Date; startAt: Date; reminderDismissedAt: Date | null }

/**
 * The drafts the overview asks to finish (issue 38 point 15, decision 056), newest first: not once its
 * organizer dismissed the reminder, not 30 days after it was made, and not once its date has passed (its
 * dates need changing before it could be published). The drafts themselves stay in the events list.
 */
export function computeDraftsToRemind(drafts: readonly DraftReminderCandidate[], now: Date): { id: number; name: string }[] {
  const since = now.getTime() - DRAFT_REMINDER_DAYS * DAY_MS
  return drafts
    .filter((d) => d.reminderDismissedAt === null && d.createdAt.getTime() > since && d.startAt.getTime() > now.getTime())
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((d) => ({ id: d.id, name: d.name }))
}
