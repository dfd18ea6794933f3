// The creator overview's "next steps" (issue 20: /organizer/overview, /manage/, /organizations/home):
// what a creator should do next, most useful first, from what they have. Pure.

/** `kind` names the step's words in the page's catalog (manage.steps); `name` is the event it is about, or ''. */
export type NextStep = { key: string; kind: 'profile' | 'draft' | 'checkIn' | 'share' | 'create'; name: string; href: string }

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
    steps.push({ key: `draft-${draft.id}`, kind: 'draft', name: draft.name, href: `/manage/events/${draft.id}/edit` })
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
